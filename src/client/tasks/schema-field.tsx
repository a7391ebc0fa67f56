import type { ReactNode } from 'react';

/** One field of the homework JSON in the Schema Docs dialog: its name in code type, then what it holds. */
export function SchemaField({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li>
      <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{name}</code> {children}
    </li>
  );
}
