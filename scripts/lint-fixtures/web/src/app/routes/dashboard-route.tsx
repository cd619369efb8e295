// Clean: a route composes several features.
import { AlphaCard } from '../../features/alpha/components/alpha-card';
import { BetaWidget } from '../../features/beta/beta-widget';

export function DashboardRoute() {
  return (
    <main>
      <AlphaCard />
      <BetaWidget />
    </main>
  );
}
