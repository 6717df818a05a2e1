import { storyProblems, watchStory } from '../../.storybook/storyChecks';

// The checks every story runs after it renders (.storybook/preview.tsx). Colour contrast needs a
// real browser (the story tests themselves); the rest is pinned down here in jsdom.
describe('the checks run after every story', () => {
  let stopWatching: () => void = () => undefined;
  afterEach(() => {
    stopWatching();
    document.body.innerHTML = '';
  });

  it('find nothing wrong with a story that renders cleanly', async () => {
    stopWatching = watchStory();
    document.body.innerHTML = '<main><button type="button">Save the answer</button></main>';
    expect(await storyProblems()).toEqual([]);
  });

  it('fail a story that writes an error to the console, naming the message', async () => {
    // Quiet in the test's output: the story's watch still sees the call and passes it on to this spy.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stopWatching = watchStory();
    console.error('Answer type 99 has no widget');
    expect(await storyProblems()).toContain('console error: Answer type 99 has no widget');
    expect(printed).toHaveBeenCalledWith('Answer type 99 has no widget');
  });

  it('stop collecting console errors when the story ends', async () => {
    const original = console.error;
    stopWatching = watchStory();
    expect(console.error).not.toBe(original);
    stopWatching();
    expect(console.error).toBe(original);
  });

  it('fail a story with a critical axe violation, naming the rule and the element', async () => {
    stopWatching = watchStory();
    document.body.innerHTML = '<main><button type="button" class="nameless"></button></main>';
    const problems = await storyProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^axe critical violation button-name: Buttons must have discernible text \(.*button/,
    );
  });

  it('fail a story whose image cannot be loaded, naming the file', async () => {
    stopWatching = watchStory();
    const tile = document.createElement('img');
    tile.alt = 'Map tile';
    tile.src = 'http://localhost/tiles/7/71/42.png';
    document.body.append(tile);
    tile.dispatchEvent(new Event('error'));
    expect(await storyProblems()).toContain('image failed: http://localhost/tiles/7/71/42.png');
  });
});
