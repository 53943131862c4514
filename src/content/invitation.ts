// The invitation page's words (docs/product.md#invitations).
export const invitationTexts = {
  meta: { title: "Accept your invitation", description: "Create your account for the site's admin." },
  heading: "Accept your invitation",
  intro: (role: string, email: string) => `You were invited as ${role} with ${email}. Choose how you will sign in.`,
  fields: {
    username: { label: "Username", hint: "At least 3 characters. You sign in with it." },
    displayName: { label: "Name shown on your posts", hint: "Optional. You can change it later." },
    password: { label: "Password", hint: "At least 8 characters." },
  },
  submit: "Create my account",
  errorSummary: "Please correct the fields below.",
  refused: {
    invalid: "This invitation link does not work",
    expired: "This invitation has expired",
    used: "This invitation was already used",
  },
  signIn: "Go to sign in",
  home: "Back to the home page",
  done: {
    heading: "Your account is ready",
    text: (username: string) =>
      `Sign in as ${username}. Then add a second factor (an authenticator app or a passkey) on your account page.`,
  },
} as const;
