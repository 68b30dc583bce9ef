import { act, fireEvent, render, screen } from '@testing-library/react';
import { intentModule, useLoadOnIntent, type IntentModule } from './load-on-intent';

interface Loaded {
  Real: (props: { pressed: boolean; focused: boolean }) => React.ReactElement;
}

const Real: Loaded['Real'] = ({ pressed, focused }) => (
  <button type="button">{`real ${pressed ? 'pressed' : 'idle'} ${focused ? 'focused' : 'unfocused'}`}</button>
);

function Control({ module }: { module: IntentModule<Loaded> }) {
  const { loaded, pressed, focused, intentProps } = useLoadOnIntent(module);
  if (loaded) return <loaded.Real pressed={pressed} focused={focused} />;
  return (
    <button type="button" {...intentProps}>
      stand-in
    </button>
  );
}

const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useLoadOnIntent', () => {
  it('loads nothing until an intent, then once for every control, and remembers a press', async () => {
    const importer = jest.fn(() => Promise.resolve({ Real }));
    const module = intentModule(importer);
    render(
      <>
        <Control module={module} />
        <Control module={module} />
      </>,
    );
    await flush();
    expect(importer).not.toHaveBeenCalled();

    const [first, second] = screen.getAllByRole('button', { name: 'stand-in' });
    fireEvent.pointerEnter(first!);
    fireEvent.click(second!);
    await flush();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'real idle unfocused' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'real pressed unfocused' })).toBeInTheDocument();

    // A control mounted after the load renders the real thing at once.
    render(<Control module={module} />);
    expect(screen.getAllByRole('button', { name: 'real idle unfocused' })).toHaveLength(2);
  });

  it('passes the focus on and tries again after a failed load, forgetting the press', async () => {
    const importer = jest
      .fn<Promise<Loaded>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Real });
    const module = intentModule(importer);
    render(<Control module={module} />);

    fireEvent.click(screen.getByRole('button', { name: 'stand-in' }));
    await flush();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'stand-in' })).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'stand-in' }).focus());
    await flush();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'real idle focused' })).toBeInTheDocument();
  });

  it('counts a press from the pointer going down, so code arriving before the button comes up still opens', async () => {
    let arrive: (loaded: Loaded) => void = () => undefined;
    const module = intentModule(() => new Promise<Loaded>((resolve) => (arrive = resolve)));
    render(<Control module={module} />);
    const standIn = screen.getByRole('button', { name: 'stand-in' });

    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn);
    // The hover's load lands while the button is held: the click of this press never reaches a trigger.
    await act(async () => arrive({ Real }));
    expect(screen.getByRole('button', { name: 'real pressed unfocused' })).toBeInTheDocument();
  });
});
