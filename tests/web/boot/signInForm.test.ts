import { fireEvent, getByLabelText, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readBootSignIn, removeBootSignIn } from '../../../src/auth/bootSignIn';
import { drawSignInForm } from '../../../src/boot/signInForm';
import { signInEnglish } from '../../../texts/signIn.en';
import { signInSwahili } from '../../../texts/signIn.sw';

afterEach(removeBootSignIn);

const draw = (texts = signInEnglish) => drawSignInForm(texts.saluni, document.body);

describe("the boot's sign-in form", () => {
  test("has the sign-in page's labelled fields, button and links", () => {
    const form = draw();
    expect(getByLabelText(form, 'Email')).toMatchObject({ type: 'email', disabled: false });
    expect(getByLabelText(form, 'Password')).toMatchObject({ type: 'password' });
    expect(getByRole(form, 'heading').textContent).toBe('Saluni');
    expect(getByRole(form, 'button', { name: 'Sign in' })).toBeTruthy();
    expect(getByRole(form, 'link', { name: 'New to Saluni? Create an account' })).toMatchObject({
      hash: '#/sign-up',
    });
    expect(
      getByRole(form, 'link', { name: "Didn't get the confirmation e-mail? Send it again" }),
    ).toMatchObject({ hash: '#/resend-confirmation' });
  });

  test('speaks Swahili when given its texts', () => {
    const form = draw(signInSwahili);
    expect(getByLabelText(form, 'Barua pepe')).toBeTruthy();
    expect(getByLabelText(form, 'Nenosiri')).toBeTruthy();
    expect(getByRole(form, 'button', { name: 'Ingia' })).toBeTruthy();
  });

  test('what was typed and where, for the sign-in page to take over', () => {
    const form = draw();
    fireEvent.input(getByLabelText(form, 'Email'), { target: { value: 'amina@example.com' } });
    const password = getByLabelText(form, 'Password') as HTMLInputElement;
    fireEvent.input(password, { target: { value: 'secret123' } });
    password.focus();
    expect(readBootSignIn()).toEqual({
      email: 'amina@example.com',
      password: 'secret123',
      focused: 'password',
      pressedSignIn: false,
    });
  });

  test('"Sign in" pressed: the form waits for the app, which sends it', () => {
    const form = draw();
    fireEvent.input(getByLabelText(form, 'Email'), { target: { value: 'amina@example.com' } });
    fireEvent.input(getByLabelText(form, 'Password'), { target: { value: 'secret123' } });
    fireEvent.click(getByRole(form, 'button', { name: 'Sign in' }));
    expect(getByRole(form, 'button', { name: 'Signing in…' })).toMatchObject({ disabled: true });
    expect(readBootSignIn()?.pressedSignIn).toBe(true);
  });

  test('"Sign in" pressed: what was typed is sent at once, the e-mail trimmed as the app sends it', () => {
    const signIn = vi.fn();
    const form = drawSignInForm(signInEnglish.saluni, document.body, signIn);
    fireEvent.input(getByLabelText(form, 'Email'), { target: { value: ' amina@example.com ' } });
    fireEvent.input(getByLabelText(form, 'Password'), { target: { value: ' secret123' } });
    fireEvent.click(getByRole(form, 'button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledExactlyOnceWith('amina@example.com', ' secret123');
    // What was sent stays as sent: the app's page takes the same values over.
    expect(getByLabelText(form, 'Email')).toMatchObject({ readOnly: true });
    expect(getByLabelText(form, 'Password')).toMatchObject({ readOnly: true });
  });

  test('"Sign in" with a field empty: that field has focus, and nothing waits', () => {
    const form = draw();
    fireEvent.input(getByLabelText(form, 'Email'), { target: { value: 'amina@example.com' } });
    fireEvent.click(getByRole(form, 'button', { name: 'Sign in' }));
    expect(document.activeElement).toBe(getByLabelText(form, 'Password'));
    expect(readBootSignIn()?.pressedSignIn).toBe(false);
  });

  test('once removed, nothing of it is left to read', () => {
    draw();
    removeBootSignIn();
    expect(readBootSignIn()).toBeUndefined();
  });
});
