import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FillBlanksFields } from './fill-blanks-fields';

function Harness({ seen }: { seen: Record<string, unknown>[] }) {
  const [raw, setRaw] = useState<Record<string, unknown>>({
    id: 'q1',
    type: 'fill_blanks',
    question: 'Q',
    text: '',
    blanks: [],
  });
  return (
    <FillBlanksFields
      raw={raw}
      position={1}
      onChange={(next) => {
        seen.push(next);
        setRaw(next);
      }}
    />
  );
}

describe('FillBlanksFields', () => {
  it('writes the text with ___ and the blanks as the brackets are closed; an open bracket is named, not written', () => {
    const seen: Record<string, unknown>[] = [];
    render(<Harness seen={seen} />);
    const text = screen.getByLabelText("Text (each gap's answer in brackets)");
    fireEvent.change(text, { target: { value: 'She [go' } });
    expect(screen.getByText('The text: a gap [ is not closed with ].')).toBeInTheDocument();
    expect(seen).toEqual([]);
    fireEvent.change(text, { target: { value: 'She [goes|walks] on [=Monday].' } });
    expect(seen.at(-1)).toMatchObject({
      text: 'She ___ on ___.',
      blanks: [{ answers: ['goes', 'walks'] }, { answers: ['Monday'], caseSensitive: true }],
    });
    expect(text).toHaveValue('She [goes|walks] on [=Monday].');
    fireEvent.click(screen.getByLabelText('Students choose each word from a word bank'));
    expect(seen.at(-1)).toMatchObject({ wordBank: true });
    expect(screen.getByRole('list', { name: 'Gaps of task 1' })).toHaveTextContent(
      'goes / walksMonday (capitals count)',
    );
  });
});
