// The words of the sign-in page and the admin area's gate and shell (docs/product.md#screens, #errors).
export const loginContent = {
  meta: { title: "Admin Login", description: "Sign in to manage the site's content." },
  heading: "Admin Login",
  intro: "Sign in to manage posts, resources, testimonials and users.",
  username: "Username",
  password: "Password",
  submit: "Sign In",
  submitting: "Signing in...",
  /** Inline text when the server gives no message of its own. */
  failed: "Login failed",
  failedToastTitle: "Login failed",
  /** The failure toast's text when the server gives no message of its own. */
  failedToastFallback: "Invalid credentials",
  successToastTitle: "Login successful",
  successToastDescription: "Redirecting to admin area",
  /** Passkeys (docs/architecture.md#two-factor): a sign-in on their own, with JavaScript only. */
  passkey: "Sign in with a passkey",
  passkeyBusy: "Waiting for your passkey...",
  passkeyNeedsJavaScript: "Signing in with a passkey needs JavaScript.",
  passkeyFailed: "The passkey sign-in did not complete. Please try again.",
  or: "or",
} as const;

/** The second step of a sign-in for an account with a second factor (docs/architecture.md#two-factor). */
export const secondStepContent = {
  heading: "Two-factor sign-in",
  intro: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  introPasskeyOnly: "Use your passkey to finish signing in.",
  code: "Authentication code",
  codeDescription: "The code from your app, or a recovery code such as abcde-fghij.",
  submit: "Verify",
  submitting: "Verifying...",
  passkey: "Use a passkey instead",
  passkeyOnly: "Use your passkey",
  startAgain: "Start again",
} as const;

export const adminGuardContent = {
  heading: "Admin Access Required",
  signedOut: "Sign in to access the admin area.",
  noPermission: "Your account doesn't have administrator permissions.",
  goToLogin: { href: "/login", label: "Go to Login" },
} as const;

export const adminContent = {
  meta: { title: "Admin Dashboard", description: "Manage the site's posts, resources, testimonials and users." },
  heading: "Admin Dashboard",
  signedInAs: "Signed in as",
  logout: "Logout",
  loggingOut: "Logging out...",
  /** The toast shown while the page goes back to / (the API's own answer, docs/product.md#admin-dashboard). */
  loggedOut: "Logged out",
  loggedOutDescription: "Returning to the home page",
} as const;

/** How often an open admin page asks the server whether its session still holds (docs/product.md#limits). */
export const AUTH_RECHECK_MS = 5 * 60 * 1000;
/** Pauses before leaving the page after signing in and out (docs/product.md#states). */
export const AFTER_LOGIN_REDIRECT_MS = 1500;
export const AFTER_LOGOUT_REDIRECT_MS = 1500;
