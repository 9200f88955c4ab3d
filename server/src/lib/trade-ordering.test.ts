import { NO_TRADE, REPEATED_TRADE, tooManyTrades, tradeOrderingProblem, UNKNOWN_TRADES } from './trade-ordering';

const known = new Set([1, 2, 3, 4, 5, 6]);

test('one to four distinct known trades are fine', () => {
  expect(tradeOrderingProblem([3], known, 4)).toBeNull();
  expect(tradeOrderingProblem([4, 3, 2, 1], known, 4)).toBeNull();
});

test('an empty choice asks for at least one trade', () => {
  expect(tradeOrderingProblem([], known, 4)).toBe(NO_TRADE);
});

test('more than the limit names the limit', () => {
  expect(tradeOrderingProblem([1, 2, 3, 4, 5], known, 4)).toBe('You can select up to 4 trades.');
  expect(tradeOrderingProblem([1, 2, 3], known, 2)).toBe(tooManyTrades(2));
});

test('a trade chosen twice is refused', () => {
  expect(tradeOrderingProblem([1, 2, 1], known, 4)).toBe(REPEATED_TRADE);
});

test('an unknown trade id is refused', () => {
  expect(tradeOrderingProblem([1, 99], known, 4)).toBe(UNKNOWN_TRADES);
});
