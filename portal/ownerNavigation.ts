import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * A key that changes with each navigation the owner makes — a link (a push) or the browser's back
 * and forward (a pop) — and not when a screen replaces its own address: the portal writes the
 * chosen month into the address of the screen just opened (`?ym=`, stores/chosenMonth.ts), after
 * that screen has rendered. The header closes its menus when this key changes (SPEC §2); keyed on
 * the address instead, a sub-menu the owner opened over the new screen closed under the pointer
 * when the month was written.
 */
export function useOwnerNavigation(): string {
  const location = useLocation();
  const type = useNavigationType();
  const [key, setKey] = useState(location.key);
  // State adjusted during render: the header renders with the new key in the same pass.
  if (type !== NavigationType.Replace && location.key !== key) setKey(location.key);
  return key;
}
