import type { Mail } from '../../lib/mailer.ts';

// Plain, friendly text: it reads well in every mail client and survives spam filters.

export function verificationMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your e-mail for Roots',
    text: `Hello ${username},

Welcome to Roots! Please confirm your e-mail address by opening this link:

${link}

The link works for 24 hours. If you did not create a Roots account, you can ignore this message.

Haba na haba hujaza kibaba: little by little fills the measure.
The Roots team`,
  };
}

export function resetMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Roots password',
    text: `Hello ${username},

Someone (hopefully you) asked to reset the password of your Roots account. Choose a new one here:

${link}

The link works for one hour and only once. If you did not ask for this, ignore this message: your
password stays as it is.

The Roots team`,
  };
}

export function signInMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: 'Your Roots sign-in link',
    text: `Hello ${username},

Someone (hopefully you) asked for a link to sign in to Roots without a password. Sign in here:

${link}

The link works for 15 minutes and only once. If you did not ask for it, ignore this message: nobody
can use it without your mailbox.

The Roots team`,
  };
}

export function accountExistsMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: 'You already have a Roots account',
    text: `Hello ${username},

Someone (hopefully you) tried to create a Roots account with this address, which already has one.
If it was you, sign in with this link, no password needed:

${link}

The link works for 15 minutes and only once. If you have forgotten your password, choose a new
one with "Forgot your password?" on the log-in page. If it was not you, ignore this message: your
account is unchanged.

The Roots team`,
  };
}

export function passwordChangedMail(to: string, username: string, supportLink: string): Mail {
  return {
    to,
    subject: 'Your Roots password was changed',
    text: `Hello ${username},

The password of your Roots account was just changed, and every other device was signed out.

If this was you, there is nothing more to do. If it was not, reset your password at once from the
log-in page and tell us: ${supportLink}

The Roots team`,
  };
}
