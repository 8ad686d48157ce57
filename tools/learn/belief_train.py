#!/usr/bin/env python3
"""Trains the card-location model: for each card whose holder a seat cannot tell, which of
the other three seats holds it, from what the seat knows (tools/learn/belief_features.h)
and, in positions exported with deals sampled, the search level's own weighted belief.

Positions come from hearts-belief-bench --export (arena records replayed). The model is a
small fully connected network: the features in, a hidden layer or two, three scores per
card out; the scores of seats that cannot hold a card (the features say which may) are
masked, and a softmax over the rest is the probability of each seat. It is trained by
cross-entropy on the cards in doubt only, with fixed seeds, on the CPU.

The held-out positions (--test) are scored as hearts-belief-bench scores a belief: the mean
log-loss per card in doubt of (1 - 1/100) p + 1/100 spread evenly over the seats that may
hold the card, by trick, so the figures stand beside the bench's uniform and weighted rows.

Usage: belief_train.py --train FILE [FILE ...] --test FILE [--hidden N] [--layers L]
                       [--epochs E] [--threads T] [--save MODEL.pt]
"""

import argparse
import math
import sys

import numpy as np
import torch

CARD_FEATURES = 15
SPREAD = 0.01


def load(path):
    with open(path, "rb") as f:
        head = f.read(8)
        if head[:4] != b"HBEL":
            sys.exit("%s: not a hearts-belief-bench export" % path)
        features = int.from_bytes(head[4:8], "little")
        raw = np.frombuffer(f.read(), dtype=np.uint8)
    width = features + 52
    if raw.size % width:
        sys.exit("%s: cut short" % path)
    rows = raw.reshape(-1, width)
    # Kept as bytes (0..255 for 0..1) until a batch is taken: a quarter of the memory.
    return rows[:, :features].copy(), rows[:, features:].astype(np.int64)


def allowed_mask(x):
    # Features 9..11 of each card: may relative seat 1, 2, 3 hold it.
    cards = x[:, : 52 * CARD_FEATURES].reshape(-1, 52, CARD_FEATURES)
    return cards[:, :, 9:12] > 127


class Model(torch.nn.Module):
    def __init__(self, features, hidden, layers):
        super().__init__()
        parts = []
        width = features
        for _ in range(layers):
            parts += [torch.nn.Linear(width, hidden), torch.nn.ReLU()]
            width = hidden
        parts.append(torch.nn.Linear(width, 52 * 3))
        self.net = torch.nn.Sequential(*parts)

    def forward(self, x, mask):
        logits = self.net(x.float() / 255.0).view(-1, 52, 3)
        return torch.log_softmax(logits.masked_fill(~mask, -1e9), dim=2)


def scored(logp, mask, y):
    """Summed log-loss as the bench scores it, and the count, per trick, for the cards in doubt."""
    p = logp.exp()
    holders = mask.sum(dim=2).clamp(min=1).float()
    doubt = y > 0
    idx = (y - 1).clamp(min=0).unsqueeze(2)
    p_true = p.gather(2, idx).squeeze(2)
    loss = -torch.log((1 - SPREAD) * p_true + SPREAD / holders)
    return loss * doubt, doubt


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--train", nargs="+", required=True)
    ap.add_argument("--test", required=True)
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--batch", type=int, default=512)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--save")
    a = ap.parse_args()
    torch.manual_seed(a.seed)
    torch.set_num_threads(a.threads)
    rng = np.random.default_rng(a.seed)

    parts = [load(p) for p in a.train]
    x = np.concatenate([p[0] for p in parts])
    y = np.concatenate([p[1] for p in parts])
    tx, ty = load(a.test)
    features = x.shape[1]
    if tx.shape[1] != features:
        sys.exit("the training and test positions have different features (%d, %d): export both "
                 "with or both without --deals" % (features, tx.shape[1]))
    print("train: %d positions, test: %d, %d features" % (len(x), len(tx), features), flush=True)

    model = Model(features, a.hidden, a.layers)
    opt = torch.optim.Adam(model.parameters(), lr=a.lr)
    X, Y, M = torch.from_numpy(x), torch.from_numpy(y), torch.from_numpy(allowed_mask(x))
    TX, TY, TM = torch.from_numpy(tx), torch.from_numpy(ty), torch.from_numpy(allowed_mask(tx))
    trick = torch.from_numpy(np.rint(tx[:, 52 * CARD_FEATURES + 3 * 8] / 255.0 * 13).astype(np.int64))
    # The Q♠ and the A♥ K♥ (cards by suit * 13 + rank), as the bench reports them.
    queen, top = 3 * 13 + 10, [2 * 13 + 12, 2 * 13 + 11]

    def evaluate():
        """Per trick: summed log-loss and cards in doubt; then the summed probability on the
        right seat and the count, for the Q♠ and for the A♥ K♥."""
        model.eval()
        sums, counts = torch.zeros(14), torch.zeros(14)
        right, seen = torch.zeros(2, 14), torch.zeros(2, 14)
        with torch.no_grad():
            for i in range(0, len(TX), 4096):
                logp = model(TX[i:i + 4096], TM[i:i + 4096])
                y = TY[i:i + 4096]
                loss, doubt = scored(logp, TM[i:i + 4096], y)
                t = trick[i:i + 4096]
                sums.index_add_(0, t, loss.sum(dim=1))
                counts.index_add_(0, t, doubt.sum(dim=1).float())
                p_true = logp.exp().gather(2, (y - 1).clamp(min=0).unsqueeze(2)).squeeze(2)
                for k, cards in enumerate([[queen], top]):
                    d = doubt[:, cards].float()
                    right[k].index_add_(0, t, (p_true[:, cards] * d).sum(dim=1))
                    seen[k].index_add_(0, t, d.sum(dim=1))
        model.train()
        return sums, counts, right, seen

    for epoch in range(a.epochs):
        order = torch.from_numpy(rng.permutation(len(X)))
        total, n = 0.0, 0
        for i in range(0, len(order), a.batch):
            b = order[i:i + a.batch]
            logp = model(X[b], M[b])
            doubt = Y[b] > 0
            nll = -logp.gather(2, (Y[b] - 1).clamp(min=0).unsqueeze(2)).squeeze(2)
            loss = (nll * doubt).sum() / doubt.sum().clamp(min=1)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(b)
            n += len(b)
        sums, counts, _, _ = evaluate()
        middle = sums[2:10].sum() / counts[2:10].sum()
        print("epoch %d: train %.4f, test %.4f (tricks 3-10 %.4f)" %
              (epoch + 1, total / n, (sums.sum() / counts.sum()).item(), middle.item()), flush=True)

    sums, counts, right, seen = evaluate()

    def row(label, part):
        share = ["%6.3f" % (right[k][part].sum() / seen[k][part].sum()).item()
                 if seen[k][part].sum() > 0 else "     -" for k in range(2)]
        print("%-5s %7d   %8.4f   %s   %s" % (label, int(counts[part].sum()),
                                             (sums[part].sum() / counts[part].sum()).item(), *share))

    print("\ntrick   cards   log-loss   Q♠ right   A♥ K♥ right")
    for t in range(13):
        if counts[t] > 0:
            row(str(t + 1), slice(t, t + 1))
    row("3-10", slice(2, 10))
    row("all", slice(0, 14))
    params = sum(p.numel() for p in model.parameters())
    print("parameters: %d" % params)
    if a.save:
        torch.save(model.state_dict(), a.save)


if __name__ == "__main__":
    main()
