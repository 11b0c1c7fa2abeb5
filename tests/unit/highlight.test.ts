import { tokensToHtml } from "@/lib/code-html";

describe("tokensToHtml", () => {
  it("colours tokens with classes and escapes the code's own markup", () => {
    const html = tokensToHtml([
      [{ content: "const", className: "tok-keyword" }, { content: " tag = " }, { content: '"<b>&</b>"', className: "tok-string" }],
      [{ content: "// <script>", className: "tok-comment" }],
    ]);
    expect(html).toBe(
      '<span class="tok-keyword">const</span> tag = <span class="tok-string">"&lt;b&gt;&amp;&lt;/b&gt;"</span>\n<span class="tok-comment">// &lt;script&gt;</span>',
    );
    expect(html).not.toMatch(/<(b|script)>/);
  });

  it("keeps empty lines", () => {
    expect(tokensToHtml([[{ content: "a" }], [], [{ content: "b" }]])).toBe("a\n\nb");
  });
});
