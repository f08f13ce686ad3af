import { options } from 'preact';

// Preact runs a render's effects after the next frame is painted; React runs them sooner, and
// Radix and our own focus handling count on React's timing: a dialog takes the focus and its
// Escape key in effects, a closed dialog gives the focus back in one, and the calendar focuses a
// day of the month it has just turned to in one. With Preact's timing, a key pressed in the frame
// between went to what was focused before (an Escape meant for "Discard changes?" asked the
// question again, an Escape after a dialog closed reached no dialog, a second arrow key started
// from the old day). So here effects run as React runs them: the renders an input event causes
// are followed at once by the effects waiting to run, before the browser takes the next event;
// other renders (data that arrived, a timer) have theirs in a task of their own right after.

/** React's discrete events: those whose renders React finishes, effects included, at once. */
const discreteEvents = [
  'keydown',
  'keyup',
  'click',
  'auxclick',
  'contextmenu',
  'dblclick',
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'touchcancel',
  'beforeinput',
  'input',
  'change',
  'compositionstart',
  'compositionend',
  'focusin',
  'focusout',
  'submit',
  'reset',
  'copy',
  'cut',
  'paste',
  'dragstart',
  'dragend',
  'drop',
];

let inInputEvent = false;
const markInputEvent = () => {
  if (inInputEvent) return;
  inInputEvent = true;
  // The renders the event's handlers ask for happen in the microtasks after it, before this.
  setTimeout(() => {
    inInputEvent = false;
  });
};
for (const type of discreteEvents) window.addEventListener(type, markInputEvent, true);

/** Preact's function that runs the effects waiting to run (it hands it to the scheduler below). */
let flushEffects: (() => void) | undefined;

options.requestAnimationFrame = (flush: () => void) => {
  flushEffects = flush;
  setTimeout(flush);
};

// Preact renders in a microtask after a state change; after an input event's render, the effects
// run too (with those of earlier renders still waiting, as React runs them before a new update).
options.debounceRendering = (render: () => void) =>
  queueMicrotask(() => {
    render();
    if (inInputEvent) flushEffects?.();
  });
