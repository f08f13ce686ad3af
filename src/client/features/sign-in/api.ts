import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FreeJoin, MemberSelf, SignInCode } from '../../../shared/members';
import { apiJson } from '../../lib/api-request';
import { refreshMemberData } from '../../lib/query-roots';
import { memberKeys } from '../members/api';

// The ways in: the sign-in e-mail, its link and its code, and the free join with an e-mail. Apart
// from members/api.ts, which every page's nav loads: only the pages that sign in load these.

type SignedIn = { member: MemberSelf };

/** "Send me a link": the answer is the same whether or not the address is a member's. */
export const signInRequestMutation = mutationOptions({
  mutationFn: (email: string) => apiJson<{ message: string }>('POST', '/api/members/sign-in', { email }),
});

/** The e-mail's link: its token, posted by the one "Sign in" press. */
export const signInWithLinkMutation = mutationOptions({
  mutationFn: (token: string) => apiJson<SignedIn>('POST', '/api/members/sign-in/link', { token }),
  onSuccess: ({ member }, _token, _result, { client }) => {
    client.setQueryData(memberKeys.me(), member);
    return refreshMemberData(client);
  },
});

/** The e-mail's 6-digit code, for a phone whose mail app opens links in another browser. */
export const signInWithCodeMutation = mutationOptions({
  mutationFn: (input: SignInCode) => apiJson<SignedIn>('POST', '/api/members/sign-in/code', input),
  onSuccess: ({ member }, _input, _result, { client }) => {
    client.setQueryData(memberKeys.me(), member);
    return refreshMemberData(client);
  },
});

/** A free join with an e-mail: the member exists once the address is confirmed from the e-mail. */
export const freeJoinMutation = mutationOptions({
  mutationFn: (input: FreeJoin) => apiJson<{ message: string }>('POST', '/api/members/join', input),
});

export const useSignInRequest = () => useMutation(signInRequestMutation);
export const useSignInWithLink = () => useMutation(signInWithLinkMutation);
export const useSignInWithCode = () => useMutation(signInWithCodeMutation);
export const useFreeJoin = () => useMutation(freeJoinMutation);
