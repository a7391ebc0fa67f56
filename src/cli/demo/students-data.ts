import { LIAM, MEI, SOFIA } from './homework-data';

/** A demo student with a known password (printed at the end of the seed). */
export type DemoStudent = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  gradeLevel: string;
  additionalNotes: string | null;
};

/** The three demo students. */
export const demoStudents: readonly DemoStudent[] = [
  {
    username: MEI,
    password: 'mei-demo-2025',
    firstName: 'Mei',
    lastName: 'Chen',
    email: 'mei.chen@demo.example',
    gradeLevel: 'Grade 8',
    additionalNotes: 'Strong reader; practise speaking about past events.',
  },
  {
    username: LIAM,
    password: 'liam-demo-2025',
    firstName: 'Liam',
    lastName: "O'Connor",
    email: 'liam.oconnor@demo.example',
    gradeLevel: 'Grade 10',
    additionalNotes: null,
  },
  {
    username: SOFIA,
    password: 'sofia-demo-2025',
    firstName: 'Sofía',
    lastName: 'García',
    email: 'sofia.garcia@demo.example',
    gradeLevel: 'Grade 6',
    additionalNotes: 'Prefers short homework sessions.',
  },
];
