"""Can the unseen cards of one pile be placed into the hidden places that drew from it?

A transportation problem over card kinds x hidden groups: kind k has `supply[k]` unseen copies, group g must
receive exactly `need[g]` cards, each of a kind it `allows`; copies left over stay in the pile. It is a max
flow source -> kind -> group -> sink, feasible iff every group is filled. The graph is tiny (a few dozen
kinds, a few dozen groups), so plain augmenting paths (Ford-Fulkerson with breadth-first search) are enough,
and the cost is bounded by the cards: at most sum(need) augmentations.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Mapping, Sequence


def placement(supply: Mapping[Hashable, int], need: Sequence[int],
              allows: Callable[[int, Hashable], bool]) -> list[dict] | None:
    """One way to fill each group g with `need[g]` cards of kinds it allows without using more than `supply`
    holds: for each group, {kind: how many}; None if there is none."""
    total = sum(need)
    if total == 0:
        return [{} for _ in need]
    if any(count < 0 for count in supply.values()) or sum(supply.values()) < total:
        return None
    kinds = [kind for kind, count in supply.items() if count > 0]
    groups = [index for index, count in enumerate(need) if count > 0]
    # Node numbers: 0 source, 1 sink, then kinds, then groups.
    kind_node = {kind: 2 + index for index, kind in enumerate(kinds)}
    group_node = {group: 2 + len(kinds) + index for index, group in enumerate(groups)}
    capacity: dict[tuple[int, int], int] = {}
    edges: dict[int, list[int]] = {node: [] for node in range(2 + len(kinds) + len(groups))}

    def link(head: int, tail: int, amount: int) -> None:
        capacity[(head, tail)] = amount
        capacity[(tail, head)] = 0
        edges[head].append(tail)
        edges[tail].append(head)

    # Which kinds each group accepts, asked once (the graph and the greedy fill both need it).
    accepted = {group: [kind for kind in kinds if allows(group, kind)] for group in groups}
    for kind in kinds:
        link(0, kind_node[kind], supply[kind])
    for group in groups:
        for kind in accepted[group]:
            link(kind_node[kind], group_node[group], need[group])
        link(group_node[group], 1, need[group])
    # A greedy first fill leaves few augmenting paths to find: a deck of distinct cards (PaoPao Sha, 110 kinds)
    # would otherwise take one breadth-first search per card.
    flow = 0
    for group in groups:
        for kind in accepted[group]:
            wanted = min(capacity[(0, kind_node[kind])], capacity[(group_node[group], 1)])
            if wanted:
                for head, tail in ((0, kind_node[kind]), (kind_node[kind], group_node[group]), (group_node[group], 1)):
                    capacity[(head, tail)] -= wanted
                    capacity[(tail, head)] += wanted
                flow += wanted
    while flow < total:
        came_from = {0: 0}
        queue = deque([0])
        while queue and 1 not in came_from:
            node = queue.popleft()
            for nxt in edges[node]:
                if nxt not in came_from and capacity[(node, nxt)] > 0:
                    came_from[nxt] = node
                    queue.append(nxt)
        if 1 not in came_from:
            return None
        path, node = [], 1
        while node != 0:
            path.append((came_from[node], node))
            node = came_from[node]
        pushed = min(capacity[edge] for edge in path)
        for head, tail in path:
            capacity[(head, tail)] -= pushed
            capacity[(tail, head)] += pushed
        flow += pushed
    return [{kind: capacity[(group_node[group], kind_node[kind])] for kind in accepted[group]
             if capacity[(group_node[group], kind_node[kind])]} if group in group_node else {}
            for group in range(len(need))]
