import { MAX_BULK_STUDENTS } from '#contract/teacher';
import { describe, expect, it } from 'vitest';
import { credentialsCsv, readGrade, readRoster, rowBody, safeCsvCell, splitCells } from './roster';

describe('reading a pasted list of students', () => {
  it('reads comma-separated rows without a header in the order first, last, email, grade', () => {
    const roster = readRoster('Ana,Pérez,ana@school.example,7\nBen,Okafor,ben@school.example\n');
    expect(roster.listProblem).toBeNull();
    expect(roster.rows).toEqual([
      expect.objectContaining({
        number: 1,
        firstName: 'Ana',
        lastName: 'Pérez',
        gradeLevel: 'Grade 7',
        problems: [],
      }),
      expect.objectContaining({ number: 2, email: 'ben@school.example', gradeLevel: null, problems: [] }),
    ]);
    expect(rowBody(roster.rows[0]!)).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@school.example',
      gradeLevel: 'Grade 7',
    });
  });

  it('reads tab-separated rows copied from a spreadsheet, with a header in any order', () => {
    const text = 'Email\tSurname\tFirst name\tGrade\n\nana@school.example\tPérez\tAna\tGrade 9\r\n';
    const roster = readRoster(text);
    expect(roster.rows).toHaveLength(1);
    expect(roster.rows[0]).toMatchObject({ firstName: 'Ana', lastName: 'Pérez', gradeLevel: 'Grade 9' });
  });

  it('reads semicolons and quoted cells holding the separator, quotes and line breaks', () => {
    expect(splitCells('"Smith, Jr.";"say ""hi""";"two\nlines"\nx;y;z', ';')).toEqual([
      ['Smith, Jr.', 'say "hi"', 'two\nlines'],
      ['x', 'y', 'z'],
    ]);
    const roster = readRoster('first;last;email\nAna;"Pérez; Gil";ana@school.example');
    expect(roster.rows[0]).toMatchObject({ lastName: 'Pérez; Gil', problems: [] });
  });

  it('gives each bad row its problems: missing field, invalid email, unknown grade, email twice', () => {
    const roster = readRoster(
      [
        'Ana,Pérez,ana@school.example',
        ',Okafor,ben@school.example',
        'Cleo,Ng,not-an-email',
        'Dan,Li,dan@school.example,Grade 13',
        'Eve,Roe,ANA@school.example',
        'Fay',
      ].join('\n'),
    );
    const problems = roster.rows.map((row) => row.problems.map((p) => `${p.field}: ${p.message}`));
    expect(problems[0]).toEqual([]);
    expect(problems[1]).toEqual(['firstName: First name is required']);
    expect(problems[2]).toEqual(['email: Enter a valid email address']);
    expect(problems[3]).toEqual(['gradeLevel: Grade must be one of Grade 6 to Grade 12, or empty']);
    expect(problems[4]).toEqual(['email: This email is already in the list (row 1)']);
    expect(problems[5]).toEqual(['lastName: Last name is required', 'email: Enter a valid email address']);
  });

  it('tells an empty list and one over the cap', () => {
    expect(readRoster('  \n\n').listProblem).toBe('The list is empty.');
    expect(readRoster('First name,Last name,Email\n').listProblem).toBe(
      'The list has a header but no students.',
    );
    const long = Array.from({ length: MAX_BULK_STUDENTS + 1 }, (_, i) => `A,B,a${i}@x.example`).join('\n');
    expect(readRoster(long).listProblem).toMatch(/^At most 200 students at once: this list has 201/);
  });

  it('reads the usual ways of writing a grade', () => {
    expect(['7', 'grade 7', 'Grade7', 'G7', 'year 12', ''].map(readGrade)).toEqual([
      'Grade 7',
      'Grade 7',
      'Grade 7',
      'Grade 7',
      'Grade 12',
      null,
    ]);
    expect(['5', 'Grade 13', 'seven'].map(readGrade)).toEqual([undefined, undefined, undefined]);
  });
});

describe('the sign-in details as CSV', () => {
  it('guards cells a spreadsheet would run as formulas, also after a semicolon', () => {
    expect(safeCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(safeCsvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(safeCsvCell('Ana;=1+2')).toBe(`"Ana;'=1+2"`);
    expect(safeCsvCell('Ana-Maria')).toBe('"Ana-Maria"');
    expect(safeCsvCell('a,b')).toBe('"a,b"');
  });

  it('has a header and one line per student', () => {
    const csv = credentialsCsv([
      {
        firstName: 'Ana',
        lastName: '@Pérez',
        email: 'a@x.example',
        username: 'anaperez',
        temporaryPassword: 'ab2c-de3f',
      },
    ]);
    expect(csv).toBe(
      '\uFEFF"First name","Last name","Email","Username","Temporary password"\r\n' +
        `"Ana","'@Pérez","a@x.example","anaperez","ab2c-de3f"\r\n`,
    );
  });
});
