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
  const { size, setSize } = useTextSize(username);
  useEffect(() => {
    applyTextSize(size);
  }, [size]);
  if (!username) return null;
  const current = textSizes.find((s) => s.value === size) ?? textSizes[0];
  return (
    <IconSelect
      label={`Text size: ${current?.label ?? ''}`}
      icon={ALargeSmall}
      value={size}
      options={textSizes}
      onChange={setSize}
    />
  );
}
