import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VerifyStep } from './sign-up-steps';

function renderStep(resendIn = 42) {
  const props = { onResent: vi.fn(), onVerified: vi.fn(), onChangeEmail: vi.fn() };
  render(<VerifyStep email="ana@example.com" resendIn={resendIn} {...props} />);
  return props;
}

describe('the verify step', () => {
  it('keeps Verify disabled until exactly 6 digits are entered, ignoring non-digits', () => {
    renderStep();
    const input = screen.getByLabelText('Verification code') as HTMLInputElement;
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '12a3 4' } });
    expect(input.value).toBe('1234');
    expect(verify.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input.value).toBe('123456');
    expect(verify.disabled).toBe(false);
    expect(screen.getByText('Enter 6-digit code')).toBeTruthy();
  });

  it('shows the resend countdown and allows resending when it ends', () => {
    renderStep(42);
    expect((screen.getByRole('button', { name: 'Resend code in 42s' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('"Change email" goes back', () => {
    const props = renderStep(0);
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(props.onChangeEmail).toHaveBeenCalledOnce();
  });
});
