import { streamedPartProblems } from "../../scripts/build/streamed-parts.mjs";

describe("a page whole in its HTML", () => {
  it("passes when React sent every part in place", () => {
    expect(streamedPartProblems("<main><!--$--><button>Copy</button><!--/$--></main>", "index.html")).toEqual([]);
  });

  it("fails, naming the page, when a part was sent apart for a script to move in", () => {
    const outlined = '<main><template id="B:0"></template></main><div hidden id="S:0"><button>Copy</button></div><script>$RC("B:0","S:0")</script>';
    expect(streamedPartProblems(outlined, "donation-api/ecommerce.html")).toEqual([
      expect.stringMatching(/^donation-api\/ecommerce\.html: part of the page arrives after the rest/),
    ]);
  });
});
