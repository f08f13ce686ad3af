/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen
 * readers); form-filling bots fill it in, and the server then keeps nothing.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
