/** The id of an account's profile form on the Users tab, for the link to it from the account's row. */
export const profileAnchor = (userId: string) => `profile-${userId}`;
