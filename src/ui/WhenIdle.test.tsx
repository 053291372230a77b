// @vitest-environment jsdom
import { lazy, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { afterIdle } from './testing/afterIdle';
import { WhenIdle } from './WhenIdle';

interface PartModule {
  default: () => React.JSX.Element;
}

/** A lazy part whose code arrives when the test says so, and which says whether it has been asked for. */
function deferredPart() {
  let resolve: (module: PartModule) => void = () => undefined;
  const code = new Promise<PartModule>((settle) => {
    resolve = settle;
  });
  const state = { asked: false };
  const Part = lazy(() => {
    state.asked = true;
    return code;
  });
  const arrive = async () => {
    await act(async () => {
      resolve({ default: () => <p>The part</p> });
      await code;
    });
  };
  return { Part, state, arrive };
}

describe('WhenIdle', () => {
  it('keeps the placeholder it drew while the part loads, then shows the part', async () => {
    const { Part, state, arrive } = deferredPart();
    render(
      <WhenIdle placeholder={<div>Placeholder</div>}>
        <Part />
      </WhenIdle>,
    );
    const placeholder = screen.getByText('Placeholder');
    await afterIdle();
    // Idle has come and the part's code is on its way: the same placeholder element is still in the page.
    expect(state.asked).toBe(true);
    expect(screen.getByText('Placeholder')).toBe(placeholder);
    expect(placeholder.isConnected).toBe(true);
    await arrive();
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(screen.queryByText('Placeholder')).toBeNull();
  });

  it('waits for `after` before it starts waiting for idle', async () => {
    const { Part, state, arrive } = deferredPart();
    let show: () => void = () => undefined;
    function Page() {
      const [shown, setShown] = useState(false);
      show = () => {
        setShown(true);
      };
      return (
        <WhenIdle after={shown} placeholder={<div>Placeholder</div>}>
          <Part />
        </WhenIdle>
      );
    }
    render(<Page />);
    await afterIdle();
    // Idle has come, but not `after`: the part's code has not been asked for.
    expect(state.asked).toBe(false);
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    act(() => {
      show();
    });
    await afterIdle();
    expect(state.asked).toBe(true);
    await arrive();
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });

  it('goes on waiting once `after` was true, though it turns false before the browser is idle', async () => {
    const { Part, state, arrive } = deferredPart();
    let setAfter: (after: boolean) => void = () => undefined;
    function Page() {
      const [after, setAfterState] = useState(false);
      setAfter = setAfterState;
      return (
        <WhenIdle after={after} placeholder={<div>Placeholder</div>}>
          <Part />
        </WhenIdle>
      );
    }
    render(<Page />);
    act(() => {
      setAfter(true);
    });
    act(() => {
      setAfter(false);
    });
    await afterIdle();
    expect(state.asked).toBe(true);
    await arrive();
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });
});
