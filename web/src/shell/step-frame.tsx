import { useEffect, type FormEvent, type ReactNode } from 'react';
import type { RouteName } from '#common/routes';
import { leadSteps } from '#common/step-order';
import { Button } from '../components/ui/button';
import { useGo } from '../lib/navigation';
import { track } from '../lib/tracking';
import { useArrivalFocus } from './use-arrival-focus';
import { useStepLinks } from './use-step-links';

export interface StepFrameProps {
  route: RouteName;
  heading: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  /** Continue submits the step's form; without it Continue just moves on. */
  onContinue?: () => void | Promise<void>;
  continueLabel?: string;
  showContinue?: boolean;
  showBack?: boolean;
  showSkip?: boolean;
  pending?: boolean;
  generalError?: string;
  /** Back inside the step (e.g. from a second view to the first) instead of to the previous step. */
  onBack?: () => void;
  /** Extra query parameters carried to the next or previous step. */
  carry?: Record<string, string | undefined>;
  /**
   * Where the form posts when it is sent before the page's JavaScript runs (the server-drawn first steps,
   * decisions 085 and 107); with JavaScript the step's own Continue handles it. `''`: the page's own address,
   * its query included.
   */
  plainFormAction?: string;
}

/** One frame for every step: heading, fields, errors, Back / Skip / Continue. */
export function StepFrame(props: StepFrameProps) {
  const { route, heading, intro, children, onContinue, continueLabel = 'Continue', pending = false } = props;
  const { previous, next } = useStepLinks(route);
  const go = useGo();
  const showBack = (props.showBack ?? true) && (previous !== null || props.onBack !== undefined) && !pending;
  // every setup step but the last has Skip; lead steps have none
  const isSetupStep = !(leadSteps as readonly string[]).includes(route) && route !== 'complete';
  const showSkip = (props.showSkip ?? isSetupStep) && next !== null && !pending;

  useEffect(() => track(route, 'loaded'), [route]);
  const headingRef = useArrivalFocus(typeof heading === 'string' ? `${route}: ${heading}` : route);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (onContinue) await onContinue();
    else if (next) go(next, props.carry);
  }

  return (
    <form
      className="step"
      onSubmit={submit}
      noValidate
      aria-busy={pending || undefined}
      {...(props.plainFormAction !== undefined ? { method: 'post', action: props.plainFormAction || undefined } : {})}
    >
      {/* tabIndex -1: focus lands here on a step change, but Tab never stops on it */}
      <h1 className="step__heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {intro && <div className="step__intro">{intro}</div>}
      {children}
      {props.generalError && (
        <p className="field-error step__general-error" role="alert" data-field="general">
          {props.generalError}
        </p>
      )}
      <div className="step__actions">
        {(props.showContinue ?? true) && (
          <Button type="submit" pending={pending}>
            {continueLabel}
          </Button>
        )}
        {showBack && (
          <Button
            variant="secondary"
            onClick={() => {
              if (props.onBack) return props.onBack();
              track(route, 'back');
              if (previous) go(previous, props.carry);
            }}
          >
            Back
          </Button>
        )}
        {showSkip && next && (
          <Button
            variant="link"
            onClick={() => {
              track(route, 'skipped');
              go(next, props.carry);
            }}
          >
            Skip
          </Button>
        )}
      </div>
    </form>
  );
}
