import { BuyerLogoutView, MemberLogoutView } from './LogoutView';
import { renderWithProviders } from '../../../test/render';

let submitted: { action: string; fields: Record<string, string> }[] = [];
beforeEach(() => {
  submitted = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({
      action: this.action,
      fields: Object.fromEntries(new FormData(this).entries()) as Record<string, string>,
    });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('LogoutView', () => {
  it('clears local storage and leaves by a full-page form post carrying the CSRF token', () => {
    window.localStorage.setItem('consumerToken', 'buyer:1');
    renderWithProviders(<BuyerLogoutView />);
    expect(window.localStorage.getItem('consumerToken')).toBeNull();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.action).toMatch(/\/api\/member\/logout$/);
    expect(submitted[0]!.fields).toEqual({ next: 'buyer', _token: expect.any(String) });
  });

  it('sends a member to the member login', () => {
    renderWithProviders(<MemberLogoutView />);
    expect(submitted[0]!.fields.next).toBe('member');
  });
});
