import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFormState } from '@runtime/shared/forms/useFormState';

interface ProbeProps {
  pending?: boolean;
  onSend: (name: string, city: string) => void;
  focusFirstInvalid?: boolean;
}

/** A two-field form on the hook: both fields are required; the probe shows what the hook decides. */
function Probe({ pending = false, onSend, focusFirstInvalid }: ProbeProps) {
  const form = useFormState<'name' | 'city'>({ focusFirstInvalid });
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const nameError = form.shown('name', name === '' ? 'Name is required' : undefined);
  const cityError = form.shown('city', city === '' ? 'City is required' : undefined);
  return (
    <form
      noValidate
      onSubmit={(event) =>
        form.submit(event, { pending, valid: name !== '' && city !== '', send: () => onSend(name, city) })
      }
    >
      <label>
        Name
        <input
          aria-invalid={nameError !== undefined}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => form.touch('name')}
        />
      </label>
      {nameError && <p>{nameError}</p>}
      <label>
        City
        <input
          aria-invalid={cityError !== undefined}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          onBlur={() => form.touch('city')}
        />
      </label>
      {cityError && <p>{cityError}</p>}
      <button type="submit">Send</button>
      <p>{form.attempted ? 'attempted' : 'not attempted'}</p>
    </form>
  );
}

describe('the form state shared by the runtime forms', () => {
  it('shows no message before the user leaves a field or submits', () => {
    render(<Probe onSend={vi.fn()} />);

    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('not attempted')).toBeTruthy();
  });

  it("shows a field's message once the user has left it, and only that field's", async () => {
    const user = userEvent.setup();
    render(<Probe onSend={vi.fn()} />);

    await user.click(screen.getByLabelText('Name'));
    await user.tab();

    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.queryByText('City is required')).toBeNull();
  });

  it('on a refused submit shows every message, sends nothing and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Probe onSend={onSend} />);

    await user.type(screen.getByLabelText('City'), 'Turku');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('attempted')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('keeps the focus where it is when the form asks so', async () => {
    const user = userEvent.setup();
    render(<Probe onSend={vi.fn()} focusFirstInvalid={false} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });

  it('sends valid values, and a message then follows the typing', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Probe onSend={onSend} />);

    await user.type(screen.getByLabelText('Name'), 'Aino');
    await user.type(screen.getByLabelText('City'), 'Turku');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Aino', 'Turku');

    await user.clear(screen.getByLabelText('City'));
    expect(screen.getByText('City is required')).toBeTruthy();
  });

  it('ignores a submit while a send is pending', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Probe onSend={onSend} pending />);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('not attempted')).toBeTruthy();
  });
});

/** A form whose send waits for the test, to watch the pending status `run` keeps. */
function RunProbe({ work }: { work: () => Promise<void> }) {
  const form = useFormState();
  return (
    <form
      noValidate
      onSubmit={(event) => form.submit(event, { valid: true, send: () => void form.run(work) })}
    >
      <button type="submit">Send</button>
      <p>{form.pending ? 'pending' : 'idle'}</p>
    </form>
  );
}

describe('the pending status of a send', () => {
  it('is pending while the send runs and idle again once it ends', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const work = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    render(<RunProbe work={work} />);

    expect(screen.getByText('idle')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('pending')).toBeTruthy();

    finish();
    expect(await screen.findByText('idle')).toBeTruthy();
  });
});
