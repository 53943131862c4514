// The words of the sign-in page and the admin area's gate and shell (docs/product.md#screens, #errors).
/** A passkey at an IP address (WebAuthn binds passkeys to a domain name): said in words. */
const PASSKEY_NEEDS_DOMAIN =
  "Passkeys need the site's domain name. Open this site at its name (not an IP address such as 192.168.1.20) to use one.";

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
  passkey: "Use a passkey",
  passkeyBusy: "Waiting for your passkey...",
  passkeyNeedsJavaScript: "Signing in with a passkey needs JavaScript.",
  passkeyFailed: "The passkey sign-in did not complete. Please try again.",
  passkeyNeedsDomain: PASSKEY_NEEDS_DOMAIN,
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

/** The Account tab (docs/product.md#account): every signed-in user's own page. */
export const accountTexts = {
  heading: "My Account",
  intro: (username: string) =>
    `Signed in as ${username}. Your password, your second factors and where you are signed in.`,
  loading: "Loading your account…",
  loadFailed: "Your account could not be loaded. Please try again.",
  /** Shown while the policy holds an admin back (docs/architecture.md#two-factor). */
  setupRequired:
    "Two-factor sign-in is required for admins on this site. Set up an authenticator app or a passkey to use the rest of the dashboard.",
  setupDone: "Two-factor sign-in is set up.",
  continueToDashboard: "Continue to the dashboard",
  userRole: "Your account can manage itself here; the other sections are for administrators.",
  twoFactor: {
    heading: "Two-factor sign-in",
    intro: "After your password, a code from an authenticator app or a passkey proves it is you.",
    appHeading: "Authenticator app",
    on: (left: number) => `On. ${left} recovery code${left === 1 ? "" : "s"} left.`,
    off: "Off.",
    start: "Set up authenticator app",
    starting: "Preparing…",
    qrAlt: "QR code of your authenticator app's key",
    scan: "Scan this code with your authenticator app, or type the key below into it.",
    keyLabel: "Key",
    code: "Code from the app",
    codeDescription: "Six digits; a new one every 30 seconds.",
    confirm: "Turn on",
    confirming: "Checking…",
    cancel: "Cancel",
    recoveryHeading: "Your recovery codes",
    recoveryIntro:
      "Each code signs you in once if you lose your device. Save them somewhere safe now: they are not shown again.",
    recoveryDone: "I have saved these codes",
    copy: "Copy",
    copied: "Recovery codes copied",
    copyFailed: "The codes could not be copied. Select them and copy by hand, or download them.",
    download: "Download",
    /** The downloaded file: its name, and its first lines before the codes. */
    downloadName: "recovery-codes.txt",
    downloadHeader: (site: string, username: string) =>
      `Recovery codes for ${username} at ${site}. Each code signs you in once.`,
    renew: "Make new recovery codes",
    turnOff: "Turn off",
    enabledToast: "Two-factor sign-in is on",
    removedToast: "Authenticator app removed",
    renewedToast: "New recovery codes made",
  },
  passkeys: {
    heading: "Passkeys",
    intro: "Sign in with your fingerprint, face or device PIN instead of a password and code.",
    none: "No passkeys yet.",
    added: "Added",
    lastUsed: "last used",
    name: "Passkey name",
    nameDescription: "So you can tell your passkeys apart, e.g. 'Work laptop'.",
    add: "Add a passkey",
    adding: "Waiting for your device…",
    remove: "Remove",
    needsJavaScript: "Passkeys need JavaScript.",
    unsupported: "This browser cannot make passkeys.",
    addedToast: "Passkey added",
    removedToast: "Passkey removed",
    failed: "The passkey was not added. Please try again.",
    needsDomain: PASSKEY_NEEDS_DOMAIN,
  },
  /** Asked before a change to how the account signs in, once the sign-in is a few minutes old. */
  reauthenticate: {
    title: "Confirm it's you",
    intro: "Changing how you sign in needs a recent proof that it is you. It lasts a few minutes.",
    password: "Your password",
    code: "Code from your authenticator app",
    useCode: "Use a code from your authenticator app instead",
    usePassword: "Use your password instead",
    usePasskey: "Use a passkey",
    submit: "Confirm",
    cancel: "Cancel",
    close: "Close",
    passkeyFailed: "The passkey did not confirm it. Please try again or use your password.",
  },
  password: {
    heading: "Password",
    intro: "Changing it signs you out everywhere else.",
    current: "Current password",
    next: "New password",
    nextDescription: "At least 8 characters.",
    confirm: "Confirm new password",
    submit: "Change password",
    saving: "Saving…",
    changedToast: "Password changed",
  },
  sessions: {
    heading: "Where you are signed in",
    intro: "Sign out of any session you do not recognize.",
    thisDevice: "This device",
    address: "Address",
    lastUsed: "Last used",
    started: "Signed in",
    signOut: "Sign out",
    endedToast: "Session signed out",
    loadFailed: "The sessions could not be loaded.",
  },
  failedToast: "That did not work",
} as const;
