import type { FastifyRequest } from 'fastify';

/**
 * Every rate limit in one table, per client address unless a route says otherwise; with
 * REDIS_URL the counters are shared by every instance. A route using one lists 429 among its
 * responses.
 */
interface Limit {
  max: number;
  timeWindow: string;
}

/**
 * Counted per signed-in learner, not per address: a classroom answers from one address (the
 * school's), and each pupil gets the whole allowance. Counted after authentication (preHandler),
 * so the learner is known; a request without a valid token never gets that far.
 */
function perLearner(limit: Limit) {
  return {
    ...limit,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
  };
}

export const rateLimits = {
  /** A school signs its pupils up from one address: forty in an hour pass, a script's hundreds do not. */
  register: { max: 50, timeWindow: '1 hour' },
  /** Per address and account, and per address alone: guessing is slow, nobody is locked out for good. */
  loginPerAccount: { max: 5, timeWindow: '1 minute' },
  /** Every attempt from one address: a classroom of forty signing in at once passes. */
  loginPerAddress: { max: 120, timeWindow: '1 minute' },
  /**
   * Wrong passwords from one address, across accounts: a script trying many accounts is slowed
   * (read without counting, so the 31st in a minute is refused).
   */
  loginFailuresPerAddress: { max: 29, timeWindow: '1 minute' },
  /**
   * Wrong passwords for one account from addresses it has never signed in from, in two steps of
   * backoff: the 10th failure locks it for strangers for the rest of 15 minutes, the 30th for the
   * rest of 6 hours. The owner, from an address they signed in from before, is not locked by
   * them, and a new password (a reset) starts the counts afresh. (Only failures are counted and
   * the lock is read without counting, so a lock starts once `max` is passed.) At most 29
   * guesses in 6 hours, 116 a day, reach one account from strangers.
   */
  loginFailuresPerAccount: [
    { max: 9, timeWindow: '15 minutes' },
    { max: 29, timeWindow: '6 hours' },
  ],
  /**
   * Wrong passwords for one account from one address it has signed in from: the owner's typos
   * there lock only that address, and another person behind it guesses as slowly as a stranger.
   */
  loginFailuresPerKnownAddress: [
    { max: 9, timeWindow: '15 minutes' },
    { max: 29, timeWindow: '6 hours' },
  ],
  refresh: { max: 150, timeWindow: '5 minutes' },
  mail: { max: 5, timeWindow: '1 hour' },
  changePassword: { max: 10, timeWindow: '1 hour' },
  googleStart: { max: 30, timeWindow: '5 minutes' },
  googleCallback: { max: 20, timeWindow: '5 minutes' },
  // A link's token is 256 random bits: the limit is for a classroom opening its links together.
  signInWithLink: { max: 60, timeWindow: '5 minutes' },
  usernameCheck: { max: 60, timeWindow: '1 minute' },
  avatar: { max: 20, timeWindow: '1 hour' },
  export: { max: 10, timeWindow: '1 hour' },
  deleteAccount: { max: 5, timeWindow: '15 minutes' },
  contact: { max: 5, timeWindow: '15 minutes' },
  lessonStart: perLearner({ max: 60, timeWindow: '1 minute' }),
  answerCheck: perLearner({ max: 120, timeWindow: '1 minute' }),
  /** Pairs tapped in match exercises: a learner taps at most 10 a minute; more is probing. */
  pairCheck: perLearner({ max: 60, timeWindow: '1 minute' }),
  listeningSkip: perLearner({ max: 30, timeWindow: '1 minute' }),
  speakingSkip: perLearner({ max: 30, timeWindow: '1 minute' }),
  /** A speak exercise marked by the learner: one a lesson, after a recording of a few seconds. */
  spoken: perLearner({ max: 30, timeWindow: '1 minute' }),
  practiceStart: perLearner({ max: 60, timeWindow: '1 minute' }),
  checkpointStart: perLearner({ max: 60, timeWindow: '1 minute' }),
  purchase: perLearner({ max: 30, timeWindow: '1 minute' }),
  /**
   * A download for offline (docs/offline.md): a learner downloads a course now and then, after a
   * few lessons; each one reads ten lessons and may start a practice session.
   */
  offlineDownload: perLearner({ max: 20, timeWindow: '1 hour' }),
  /** The size shown before a download, read each time the learner opens the course's offline card. */
  offlineSummary: perLearner({ max: 120, timeWindow: '1 hour' }),
  /** A device allowing push reminders: a learner has a few devices, and a browser renews its subscription now and then. */
  pushSubscription: perLearner({ max: 20, timeWindow: '1 hour' }),
  /** An e-mail's unsubscribe link (signed, so nothing to guess): a household's few clicks, not a script's. */
  unsubscribe: { max: 30, timeWindow: '15 minutes' },
  /** Problem reports from the lesson player (one per learner per exercise besides). */
  problemReport: { max: 20, timeWindow: '1 hour' },
  /** Recordings and synthesised clips each run an encoder for up to a few seconds. */
  clipMaking: { max: 60, timeWindow: '10 minutes' },
  userSearch: { max: 60, timeWindow: '1 minute' },
  /** Per learner: requests are what reaches other learners, so one account, not one address, is slowed. */
  friendRequest: perLearner({ max: 30, timeWindow: '1 hour' }),
  premiumTrial: { max: 10, timeWindow: '1 hour' },
  /** Voices (issue 40): an application now and then; each upload runs ffmpeg for a second or two. */
  voiceApplication: perLearner({ max: 10, timeWindow: '1 hour' }),
  voiceUpload: perLearner({ max: 120, timeWindow: '10 minutes' }),
  /** A name on the credits page changes now and then, not in a loop. */
  voiceCreditName: perLearner({ max: 30, timeWindow: '1 hour' }),
  /** A reviewer listens to each clip first: more than one every few seconds is not listening. */
  voiceReview: perLearner({ max: 120, timeWindow: '10 minutes' }),
  /** A learner reports a clip now and then: more is a learner trying to take clips out of service. */
  voiceReport: perLearner({ max: 20, timeWindow: '1 hour' }),
} as const satisfies Record<string, Limit | readonly Limit[]>;
