import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';

/** A 'not found' view with the spec's title and text and a way back. */
export function NotFoundView({
  title,
  description,
  backHref,
  backLabel,
}: {
  title: string;
  description: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Link href={backHref} className={buttonClasses({ variant: 'outline' })}>
          {backLabel}
        </Link>
      }
    />
  );
}
