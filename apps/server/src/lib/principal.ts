/** Who is calling a private endpoint. */
export type Principal =
  { kind: 'guest' } | { kind: 'user'; userId: number; tokenHash: string; tokenKind: 'session' | 'reset' };

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
