/** What an administrator can do to a user after a confirmation. */
export type UserActionKind = 'activate' | 'deactivate' | 'delete';
