/** What the header shows and offers for a logged-in user; the studio's header has none. */
export interface HeaderAccount {
  email: string;
  onChangePassword: () => void;
  onLogOut: () => void;
}
