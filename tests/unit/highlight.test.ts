import { TOKEN_CLASS, tokensToHtml } from "@/lib/code-html";

describe("tokensToHtml", () => {
  it("colours tokens with classes and escapes the code's own markup", () => {
    const html = tokensToHtml([
      [{ content: "const", className: TOKEN_CLASS.keyword }, { content: " tag = " }, { content: '"<b>&</b>"', className: TOKEN_CLASS.string }],
      [{ content: "// <script>", className: TOKEN_CLASS.comment }],
    ]);
    expect(html).toBe(
      `<span class="${TOKEN_CLASS.keyword}">const</span> tag = <span class="${TOKEN_CLASS.string}">"&lt;b&gt;&amp;&lt;/b&gt;"</span>\n<span class="${TOKEN_CLASS.comment}">// &lt;script&gt;</span>`,
    );
    expect(html).not.toMatch(/<(b|script)>/);
  });

  it("keeps empty lines", () => {
    expect(tokensToHtml([[{ content: "a" }], [], [{ content: "b" }]])).toBe("a\n\nb");
  });
});
