import { useLayoutEffect, useState, type RefObject } from 'react';

// Issue 14, point 7: text a visitor types before the page has hydrated must never be lost. The
// server renders each form at once; its script (often a lazy chunk) comes later, on a slow phone or
// a busy machine seconds later. Meanwhile the visitor can type into the server's fields. React then
// hydrates a controlled field without reading what is in it: the field shows the text, the state
// keeps the server's value (''), so the form said "Enter your mobile number." under a number the
// visitor had typed, and the next render wiped the text. React hears a field only through its
// events, and those fired before there was a handler.
//
// So once React has hydrated the form, every field that no longer holds what the server rendered
// (its default value, checked state or selected option) tells React again, through the event
// React listens to for it: each form's own onChange takes the value, whatever its state looks like.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** A field the visitor changed before hydration and what they left in it. */
interface Typed {
  control: Control;
  value: string;
  checked: boolean;
}

const NOT_TYPED_INTO = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

function isCheckable(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

/** Whether the visitor changed a field from what the server rendered into it. */
function changedFromServer(control: Control): boolean {
  if (control.disabled) return false;
  if (control instanceof HTMLSelectElement) {
    // A select the server rendered marks its chosen option (selected=""); one React created in the
    // browser marks none, and was never on the page before hydration.
    const options = [...control.options];
    return options.some((o) => o.defaultSelected) && options.some((o) => o.selected !== o.defaultSelected);
  }
  if (control instanceof HTMLInputElement) {
    if (NOT_TYPED_INTO.has(control.type)) return false;
    // A radio counts where it was checked: the others of its group follow from it.
    if (control.type === 'radio') return control.checked && !control.defaultChecked;
    if (control.type === 'checkbox') return control.checked !== control.defaultChecked;
    if (control.type === 'file') return (control.files?.length ?? 0) > 0;
  }
  return control.value !== control.defaultValue;
}

/** Tells React about one field, by the event its onChange listens to for that kind of field. */
function replay({ control, value, checked }: Typed): void {
  if (!control.isConnected || control.disabled) return;
  if (isCheckable(control)) {
    // React hears a checkbox or radio by its click, and only when `checked` differs from the last
    // value it saw: set the opposite through the property (React sees that), then click it back.
    control.checked = !checked;
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement || control.type === 'file') {
    // React takes a select's (or a file field's) change event as it is.
    if (control instanceof HTMLSelectElement) control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React takes an input event only when the value differs from the last one it saw. That is the
  // server's value, set through the property React watches; the visitor's text goes in through the
  // element's own setter (which React does not watch), then the input event.
  control.value = control.defaultValue;
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The fields under `root` the visitor changed from what the server rendered. */
function typedIn(root: ParentNode): Typed[] {
  const typed: Typed[] = [];
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    if (changedFromServer(control)) typed.push({ control, value: control.value, checked: isCheckable(control) && control.checked });
  }
  return typed;
}

/**
 * Keeps what was typed into a server-rendered form before it hydrated: one hook for every form of
 * the brand site and the owner portal (pass the form's ref). The fields are read twice: when the
 * form's component first renders in the browser, before React has touched the server's fields,
 * and in the commit that hydrated the form, before any render can write the state's values over
 * them (React 19 does not replay changes made before hydration: its enableHydrationChangeEvent is
 * off in the released builds, react/react#33129). React hears them in a microtask, once the
 * commit is over, so that each event is handled (and rendered) before the next, as the visitor's
 * own would have been. A form mounted in the browser has nothing
 * to replay: its fields hold what the renderer put there.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>): void {
  // The whole document, since the form's element is not known before it has rendered; only the
  // fields inside this form are replayed below.
  const [typedBeforeRender] = useState<Typed[]>(() => (typeof document === 'undefined' ? [] : typedIn(document)));
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed = new Map<Control, Typed>();
    for (const field of typedBeforeRender) if (element.contains(field.control)) typed.set(field.control, field);
    for (const field of typedIn(element)) if (!typed.has(field.control)) typed.set(field.control, field);
    if (typed.size === 0) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) for (const field of typed.values()) replay(field);
    });
    return () => {
      cancelled = true;
    };
  }, [form, typedBeforeRender]);
}
