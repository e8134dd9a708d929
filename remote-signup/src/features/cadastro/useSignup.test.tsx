import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getApi } from '@erp/api-client';
import type { SignupRequest } from '@erp/domain';
import type * as Doubles from '@erp/test-doubles';
import { asClient, createSignupApiMock } from '../../test/signupTestKit';
import { useSignup } from './useSignup';

jest.mock('@erp/api-client', () => jest.requireActual<typeof Doubles>('@erp/test-doubles').apiClientModule());

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const request = { email: 'novo@empresa.com.br', senha: 'segredo1' } as SignupRequest;

describe('useSignup', () => {
  it('sends one sign-up when the button is clicked twice before the screen re-renders', async () => {
    const api = createSignupApiMock();
    // No id in the answer: the test stops at the call, without the sign-in that follows.
    api.post.mockResolvedValue({});
    jest.mocked(getApi).mockReturnValue(asClient(api));
    const { result } = renderHook(() => useSignup(), { wrapper });
    // Both clicks land in one render, as a double click does before React draws the busy button.
    await act(async () => {
      const first = result.current.submit(request);
      const second = result.current.submit(request);
      await Promise.all([first, second]);
    });
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });
});
