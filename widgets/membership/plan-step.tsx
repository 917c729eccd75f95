import { useQuery } from '../../src/ui/use-query';
import { LoadSection } from '../../src/ui/load-section';
import { $plans } from '../../src/stores/plans-store';
import { chooseSlab, type ApplicationState } from './application-store';
import { PlanTiers } from './plan-tiers';

/** Step 2: the plan, from the three tiers; nothing is paid until the application is approved. */
export function PlanStep({ state }: { state: ApplicationState }) {
  const { state: plans, retry } = useQuery($plans);
  return (
    <div className="plan-step">
      <p className="muted">You pay for it only once we have approved your application, and you can still change it then.</p>
      <LoadSection state={plans} retry={retry} what="the plans">
        {(slabs) => (
          <PlanTiers
            slabs={slabs}
            chosen={state.slabId}
            action={{ kind: 'choose', onChoose: chooseSlab }}
            error={state.showErrors && state.slabId === null ? 'Please choose a plan.' : null}
          />
        )}
      </LoadSection>
    </div>
  );
}
