/** The text a screen reader reads as the element's description: the elements its aria-describedby names. */
export function describedText(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The element is marked invalid and its description names the message. */
export function expectInvalid(element: Element, message: string): void {
  expect(element.getAttribute('aria-invalid')).toBe('true');
  expect(describedText(element)).toContain(message);
}

/** The element is not marked invalid. */
export function expectValid(element: Element): void {
  expect(element.getAttribute('aria-invalid')).not.toBe('true');
}
