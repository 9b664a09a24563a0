/**
 * What a page's own loading frame says to a screen reader while the stored session is checked
 * (the guard's spinner says it on screen; a frame shows the page's places instead).
 */
export function SessionCheckNotice() {
  return (
    <p role="status" className="sr-only">
      Checking your session
    </p>
  );
}
