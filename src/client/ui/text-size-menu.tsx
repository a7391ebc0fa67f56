import { useLingui } from '@lingui/react/macro';
import { ALargeSmall } from 'lucide-react';
import { useEffect } from 'react';
import { applyTextSize, textSizes } from '../lib/root-text-size';
import { useTextSize } from '../lib/text-size';
import { IconSelect } from './icon-select';

/**
 * The text size menu of a signed-in user (normal, large, extra large), remembered per user. Signed
 * out (no username), the page goes back to the normal size.
 */
export function TextSizeMenu({ username }: { username: string | null }) {
  const { t, i18n } = useLingui();
  const { size, setSize } = useTextSize(username);
  useEffect(() => {
    applyTextSize(size);
  }, [size]);
  if (!username) return null;
  const options = textSizes.map((s) => ({ value: s.value, label: i18n._(s.label) }));
  const name = (options.find((s) => s.value === size) ?? options[0])?.label ?? '';
  return (
    <IconSelect
      label={t`Text size: ${name}`}
      icon={ALargeSmall}
      value={size}
      options={options}
      onChange={setSize}
    />
  );
}
