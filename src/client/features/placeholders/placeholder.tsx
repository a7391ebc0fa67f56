import { useLingui } from '@lingui/react/macro';
import { Construction } from 'lucide-react';
import type { ComponentType } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { PageBody, PageHeader } from '../../ui/page-header';

/** A screen that exists in the route table but whose content is still being built: its title in the shell. */
export function Placeholder({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={title} />
      <PageBody>
        <EmptyState icon={Construction} title={title} description={t`This page is being prepared.`} />
      </PageBody>
    </>
  );
}

/** A route component showing Placeholder with this title (one line in routes.tsx). */
export function placeholder(title: string): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module load, so the component is stable.
  const Screen = () => <Placeholder title={title} />;
  // i18n-exempt: React's name for the component, read by developers
  Screen.displayName = `Placeholder(${title})`;
  return Screen;
}
