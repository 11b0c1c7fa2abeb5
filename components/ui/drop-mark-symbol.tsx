/** The drawing every DropMark refers to; rendered once, first in <body>. */
export default function DropMarkSymbol() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      <symbol id="drop-mark" viewBox="0 0 32 40">
        <path d="M16 1.5C16 1.5 3 16.2 3 25.6A13 13 0 0 0 29 25.6C29 16.2 16 1.5 16 1.5Z" fill="currentColor" />
        <path d="M10.2 26.5a6.2 6.2 0 0 0 5.3 6.1" fill="none" stroke="#fff" strokeOpacity=".75" strokeWidth="2.6" strokeLinecap="round" />
      </symbol>
    </svg>
  );
}
