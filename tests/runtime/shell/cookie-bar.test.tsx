import { screen, within } from '@testing-library/react';
import { COOKIE_CONSENT_NAME } from '@runtime/shared/layout/cookieConsent';
import { renderRuntime } from '../renderRuntime';

describe('cookie notice', () => {
  it('stays at the bottom until accepted, then sets areYouOkWithCookie for 150 days', async () => {
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    const { user } = renderRuntime('/');

    const bar = screen.getByRole('region', { name: 'Cookie notice' });
    expect(within(bar).getByText(/uses cookies/)).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'I agree' }));

    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(document.cookie).toContain(`${COOKIE_CONSENT_NAME}=true`);
    expect(written).toHaveLength(1);
    const attributes = written[0]!.split(';').map((part) => part.trim());
    expect(attributes).toContain(`max-age=${150 * 24 * 60 * 60}`);
    expect(attributes).toContain('path=/');
  });

  it('is not shown again once accepted', () => {
    document.cookie = `${COOKIE_CONSENT_NAME}=true; path=/`;
    renderRuntime('/');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('speaks the interface language', () => {
    renderRuntime('/', 'fi');
    const bar = screen.getByRole('region', { name: 'Evästeilmoitus' });
    expect(within(bar).getByRole('button', { name: 'Hyväksyn' })).toBeTruthy();
  });
});
