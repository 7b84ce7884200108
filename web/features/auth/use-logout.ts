import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi } from './auth-api.ts';
import { authKeys } from './auth-api.ts';

/** Ends the session on the server, forgets every cached answer and goes home (spec section 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await authApi.logout();
    } finally {
      queryClient.clear();
      queryClient.setQueryData(authKeys.session(), null);
      navigate('/');
    }
  };
}
