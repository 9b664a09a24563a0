import { LEARNER_NAME_SLOT } from '@roots/shared/constants';

/**
 * The dashboard's heading, `greetingTitle` (../greeting.ts) in markup: the name has a place of its own, which the
 * server's first paint of the page fills from storage before anything is painted.
 */
export function Greeting({ name }: { name: string }) {
  return (
    <>
      Welcome back, <span {...{ [LEARNER_NAME_SLOT]: '' }}>{name}</span>
    </>
  );
}
