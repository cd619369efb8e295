// Clean: own feature, shared layer and core.
import { Button } from '../../../components/button';
import { formatLabel } from '../../../lib/format';
import { alphaDb } from '../api/alpha-api';

export function AlphaCard() {
  return <Button label={formatLabel(typeof alphaDb)} />;
}
