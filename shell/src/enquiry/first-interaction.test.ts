import { onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel'])('runs the task once, at the first %s', (type) => {
    const task = jest.fn();
    onFirstInteraction(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('ignores what is not an interaction, and nothing runs once cancelled', () => {
    const task = jest.fn();
    const cancel = onFirstInteraction(task);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('mousemove'));
    cancel();
    window.dispatchEvent(new Event('keydown'));
    expect(task).not.toHaveBeenCalled();
  });
});
