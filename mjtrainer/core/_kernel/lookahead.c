/* The look-ahead's compiled kernel: the whole search of one root in C.
 *
 * A line-by-line port of mjtrainer/core/lookahead.py (_Search, _Flow) and of the parts of
 * lookahead_moves.py (Moves) and shanten.py (Evaluator) it needs, for every hand: the standard
 * shape (with declared melds through callbacks for the capped groups), seven pairs, thirteen
 * orphans and MCR's knitted shapes (全不靠, 组合龙). The
 * floating-point operations are done in the same order as the Python code, so both paths give
 * the same numbers; the Python module is the specification and its docstrings explain the
 * model. Plain C99, no Python headers: loaded with ctypes by lookahead_kernel.py.
 *
 * Layout: a context holds the states met (hash table of 34 counts packed in 102 bits), their
 * shanten and lowering draws (hand-only, shared by every root of one call) and the legal
 * callback's answers (with a payoff, the worth callback's, which say which hands are wins). A search (one root, one wall) adds per state its value vectors (tenpai
 * half, win half: 2 * (N + 1) doubles), its plan, and the wall-dependent weights. With a
 * payoff (the worth callback, cached like legal's answers) every vector carries a third half,
 * the expected worth of the wins (_Search's value half), and the leaves take the valued closed
 * forms (_Search._valued_leaf): the loops run over halves by offset up to ``width``.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>

/* The interface both sides share, declared once in mjtrainer/core/kernel_interface.py: the
 * build hook (hatch_build.py) passes it as -D macros. */
#if !defined(MJK_VERSION) || !defined(MJK_KINDS) || !defined(MJK_VECTOR) \
    || !defined(MJK_CANCELLED) || !defined(MJK_CALLBACK_FAILED) || !defined(MJK_NO_MEMORY) \
    || !defined(MJK_INTERNAL) || !defined(MJK_BAD_INPUT)
#error "compile with the -D macros of mjtrainer/core/kernel_interface.py (python hatch_build.py)"
#endif
#define NK MJK_KINDS
_Static_assert(NK == 34, "the state packing and the orphans below are of 34 kinds");
#define TIE 1e-12
#define POLL_EVERY 64
#define MAXS 16

typedef int (*legal_fn)(const int8_t *counts, int tile);
typedef int (*cancel_fn)(void);
/* The payoff of the complete hand ``counts`` won on ``tile``, written to ``out``, and whether it
 * is a win: 0 a win, 1 a hand that may not be declared (worth nothing), -1 failed. With a
 * payoff the legal callback is never asked: the payoff answers both. */
typedef int (*worth_fn)(const int8_t *counts, int tile, double *out);
/* Hands with melds (Evaluator.gid, Vectors.product, a vector's entries): -1 when it raised. */
typedef int (*gid_fn)(int g, int key);
typedef int (*prod_fn)(int i, int j);
typedef int (*vec_fn)(int id, uint8_t *out);
/* The id of a cost vector (Vectors.intern): a capped suit's, worked out here. */
typedef int (*intern_fn)(const uint8_t *vec);
#define VLEN MJK_VECTOR

/* --- tables (owned by Python, set once) --- */
static const uint8_t *SUIT, *HONOR, *FLAT, *VECS;
static int POW5[NK], GRP[NK];
static const int ORPH[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
static int IS_ORPH[NK];

void mjk_tables(const uint8_t *suit, const uint8_t *honor, const uint8_t *flat,
                const uint8_t *vecs) {
    SUIT = suit; HONOR = honor; FLAT = flat; VECS = vecs;
    for (int t = 0; t < NK; t++) {
        GRP[t] = t < 27 ? t / 9 : 3;
        int lo = GRP[t] * 9, p = 1;
        for (int i = lo; i < t; i++) p *= 5;
        POW5[t] = p;
        IS_ORPH[t] = 0;
    }
    for (int i = 0; i < 13; i++) IS_ORPH[ORPH[i]] = 1;
}

int mjk_version(void) { return MJK_VERSION; }

#ifndef MJK_SOURCE
#define MJK_SOURCE ""
#endif
/* The SHA-256 of this file the library was built from (the loader skips a stale build). */
const char *mjk_source(void) { return MJK_SOURCE; }

/* --- growable arrays --- */
typedef struct { char *p; size_t n, cap; } Arena;

static _Thread_local jmp_buf *g_abort;  /* the current call's exit on cancel or failure */

static void fail(int code) { longjmp(*g_abort, code); }

static size_t arena_take(Arena *a, size_t bytes) {
    bytes = (bytes + 7) & ~(size_t)7;
    if (a->n + bytes > a->cap) {
        size_t cap = a->cap ? a->cap : 1 << 16;
        while (a->n + bytes > cap) cap *= 2;
        char *q = realloc(a->p, cap);
        if (!q) fail(MJK_NO_MEMORY);
        a->p = q; a->cap = cap;
    }
    size_t off = a->n;
    a->n += bytes;
    return off;
}
#define AT(a, T, off) ((T *)((a).p + (off)))

/* A map from small keys (below 2^32 - 1) to values, open addressing on key + 1 (0: empty). */
typedef struct { uint32_t *keys; int64_t *vals; uint32_t mask, count; } KeyMap;

static uint32_t keymap_slot(uint32_t key, uint32_t mask) {
    return (uint32_t)(((uint64_t)key * 0x9E3779B97F4A7C15ull) >> 40) & mask;
}

/* The value of ``key`` (1), or 0 with ``*slot`` where to put it (the map grown first). */
static int keymap_get(KeyMap *m, uint32_t key, int64_t *val, uint32_t *slot) {
    if (m->count * 2 >= m->mask) {
        uint32_t cap = m->mask ? (m->mask + 1) * 2 : 1 << 10;
        uint32_t *nk = calloc(cap, sizeof(uint32_t));
        int64_t *nv = malloc(cap * sizeof(int64_t));
        if (!nk || !nv) { free(nk); free(nv); fail(MJK_NO_MEMORY); }
        for (uint32_t q = 0; m->mask && q <= m->mask; q++) {
            if (!m->keys[q]) continue;
            uint32_t h = keymap_slot(m->keys[q], cap - 1);
            while (nk[h]) h = (h + 1) & (cap - 1);
            nk[h] = m->keys[q]; nv[h] = m->vals[q];
        }
        free(m->keys); free(m->vals);
        m->keys = nk; m->vals = nv; m->mask = cap - 1;
    }
    uint32_t k = key + 1, h = keymap_slot(k, m->mask);
    while (m->keys[h]) {
        if (m->keys[h] == k) { *val = m->vals[h]; return 1; }
        h = (h + 1) & m->mask;
    }
    *slot = h;
    return 0;
}

static void keymap_put(KeyMap *m, uint32_t key, uint32_t slot, int64_t val) {
    m->keys[slot] = key + 1; m->vals[slot] = val; m->count++;
}

static void keymap_free(KeyMap *m) { free(m->keys); free(m->vals); }

typedef struct { uint64_t a, b; } Key;

typedef struct {
    Key key;
    int8_t sh;
    int8_t have_lower, have_useful;
    int64_t useful;       /* bit mask of the kinds that lower the shanten */
    size_t lower;         /* offset in ctx->ints: ndraws, then (k, nkids, kids...) */
    /* per search */
    int32_t win_w, ready_w;
    int32_t ngroups;
    int8_t have_gain;
    double win_g;         /* the ready state's gain: copies left times payoffs */
    size_t groups;        /* offset in search ints: (top, copies) pairs */
    int64_t val[2];       /* offset in doubles, -1 */
    int64_t plan[2];      /* offset in plans, -1 */
} Node;

/* The near leaves (1-shanten, step spent) are shared by (ready weight, groups). */
typedef struct { int64_t *slots; size_t mask, count; } LeafMap;

typedef struct {
    int n;                /* concealed tiles of a state */
    int special, sevens, four, orphans;
    legal_fn legal;
    cancel_fn cancel;
    worth_fn worth;       /* NULL: no value half */
    int poll_left;
    /* states */
    Node *nodes; int32_t nnodes, capnodes;
    int32_t *table; uint32_t mask;   /* open addressing: node index + 1, 0 empty */
    Arena ints;           /* lower lists */
    /* legal cache: key of the 14-tile hand and the tile */
    Key *lkeys; int8_t *lvals; uint32_t lmask, lcount;
    /* children cache: (14-tile hand, shanten wanted) -> offset in ints of (count, d, node...) */
    Key *ckeys; int64_t *cvals; uint32_t cmask, ccount;
    /* worth cache: key of the 14-tile hand and the tile */
    Key *wkeys; double *wvals; uint8_t *wused; uint32_t wmask, wcount;
    /* per search */
    const int *wall;      /* wall[k] - h[k] is the copies left */
    int total, draws, span, width;  /* width: 2 or 3 spans */
    Arena dbl;            /* doubles: value vectors, closed forms */
    Arena plans;
    Arena sints;          /* leaf groups */
    int64_t closed[160];  /* closed form by weight, -1 */
    int64_t ready_leaf[160];
    LeafMap leaves;
    LeafMap vleaves;      /* valued leaves, by (weights, gains) */
    void **tmp; int ntmp, captmp;  /* expand's scratch, freed on return or abort */
    /* melds: 0 = every look-up in the shipped tables (Evaluator.fast) */
    int capped;
    int melded[NK];       /* copies of each kind in the melds */
    int capg[4];          /* the group's ids come from gid (capped by a meld) */
    int ntab;             /* ids below this are the shipped tables' (FLAT answers their pairs) */
    gid_fn gidf; prod_fn prodf; vec_fn vecf;
    /* per capped group, by key: the vector id, and for a suit its programme (an offset in
     * ints); a table by key would be 8 MB a suit, zeroed by every session */
    KeyMap gids[4], progs[3];
    intern_fn internf;
    int8_t caps[27];      /* per suited kind, the most copies a set or pair may use */
    int top;              /* the most sets the concealed part needs (Evaluator.top) */
    int wdiv[3], wmod[3]; /* Evaluator.window: a suit whose key has no digit there reads the
                           * table (wdiv 0: always the programme) */
    uint64_t *pkeys; int32_t *pvals; uint32_t pmask, pcount;  /* products: (i, j) -> id + 1 */
    uint8_t *vext; uint8_t *vhave; int32_t nvext;  /* entries of interned ids, by id */
    /* the knitted shapes (MCR): 全不靠 over the six straights, 组合龙 over the usable ones */
    int knitted;          /* rules.knitted: 全不靠 in a concealed hand */
    int knits;            /* Evaluator.knits(n): a 组合龙 is open to these states */
    int8_t six[6][9];     /* the six knitted straights' kinds (shanten.KNITTED) */
    int nstraights;       /* Evaluator.straights: the usable ones, their kinds */
    int8_t straights[6][9];
} Ctx;

static uint64_t hash_key(Key k) {
    uint64_t h = k.a * 0x9E3779B97F4A7C15ull ^ (k.b + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    return h ^ (h >> 29);
}

static Key pack(const int8_t *c) {
    Key k = {0, 0};
    for (int i = 0; i < 21; i++) k.a |= (uint64_t)c[i] << (3 * i);
    for (int i = 21; i < NK; i++) k.b |= (uint64_t)c[i] << (3 * (i - 21));
    return k;
}

static void unpack(Key k, int8_t *c) {
    for (int i = 0; i < 21; i++) c[i] = (k.a >> (3 * i)) & 7;
    for (int i = 21; i < NK; i++) c[i] = (k.b >> (3 * (i - 21))) & 7;
}

static void keys_of(const int8_t *c, int *keys) {
    keys[0] = keys[1] = keys[2] = keys[3] = 0;
    for (int t = 0; t < NK; t++) keys[GRP[t]] += c[t] * POW5[t];
}

static void grow_table(Ctx *x) {
    uint32_t cap = x->mask ? (x->mask + 1) * 2 : 1 << 12;
    int32_t *t = calloc(cap, sizeof(int32_t));
    if (!t) fail(MJK_NO_MEMORY);
    for (int32_t i = 0; i < x->nnodes; i++) {
        uint32_t h = (uint32_t)hash_key(x->nodes[i].key) & (cap - 1);
        while (t[h]) h = (h + 1) & (cap - 1);
        t[h] = i + 1;
    }
    free(x->table);
    x->table = t;
    x->mask = cap - 1;
}

static void reset_search_fields(Node *nd) {
    nd->win_w = nd->ready_w = -1;
    nd->ngroups = -1;
    nd->have_gain = 0;
    nd->val[0] = nd->val[1] = -1;
    nd->plan[0] = nd->plan[1] = -1;
}

/* The node of a state, created with shanten ``sh`` when new (sh < -1: compute later). */
static int32_t node_of(Ctx *x, Key k, int sh, int *isnew) {
    if ((uint32_t)x->nnodes * 2 >= x->mask) grow_table(x);
    uint32_t h = (uint32_t)hash_key(k) & x->mask;
    for (;;) {
        int32_t i = x->table[h];
        if (!i) break;
        Node *nd = &x->nodes[i - 1];
        if (nd->key.a == k.a && nd->key.b == k.b) { *isnew = 0; return i - 1; }
        h = (h + 1) & x->mask;
    }
    if (x->nnodes == x->capnodes) {
        int32_t cap = x->capnodes ? x->capnodes * 2 : 1 << 12;
        Node *q = realloc(x->nodes, (size_t)cap * sizeof(Node));
        if (!q) fail(MJK_NO_MEMORY);
        x->nodes = q; x->capnodes = cap;
    }
    int32_t i = x->nnodes++;
    Node *nd = &x->nodes[i];
    memset(nd, 0, sizeof(Node));
    nd->key = k;
    nd->sh = (int8_t)sh;
    reset_search_fields(nd);
    x->table[h] = i + 1;
    *isnew = 1;
    return i;
}

static void tick(Ctx *x) {
    if (--x->poll_left <= 0) {
        x->poll_left = POLL_EVERY;
        if (x->cancel) {
            int r = x->cancel();
            if (r) fail(r < 0 ? MJK_CALLBACK_FAILED : MJK_CANCELLED);
        }
    }
}

/* --- shanten (Evaluator.fast, no knitted shapes) --- */

static int seven_from(int f, int h) {
    if (f > 7) f = 7;
    if (h > 7 - f) h = 7 - f;
    return 13 - 2 * f - h;
}

static void pair_slots(const Ctx *x, const int8_t *c, int *full, int *half) {
    int z = 0, s = 0, c3 = 0, c4 = 0;
    for (int t = 0; t < NK; t++) {
        z += c[t] == 0; s += c[t] == 1; c3 += c[t] == 3; c4 += c[t] == 4;
    }
    *full = NK - z - s;
    *half = s;
    if (x->four) { *full += c4; *half += c3; }
}

static int orphans_of(const int8_t *c) {
    int z = 0, mx = 0;
    for (int i = 0; i < 13; i++) { z += c[ORPH[i]] == 0; if (c[ORPH[i]] > mx) mx = c[ORPH[i]]; }
    return z - (mx >= 2);
}

/* --- shanten of hands with melds (Evaluator.gid, standard, _lowering: not fast) --- */

static const int32_t *prog_of(Ctx *x, int g, int key);

/* Evaluator.gid: group ``g``'s vector id holding ``key``. */
static int gid_of(Ctx *x, int g, int key) {
    if (!x->capg[g]) return g == 3 ? HONOR[key] : SUIT[key];
    int64_t v;
    uint32_t slot;
    if (keymap_get(&x->gids[g], (uint32_t)key, &v, &slot)) return (int)v;
    int r;
    if (g == 3) {
        r = x->gidf(g, key);  /* an honour group: the table, less a dead kind */
    } else if (x->wdiv[g] && !(key / x->wdiv[g] % x->wmod[g])) {
        r = SUIT[key];
    } else {
        const int32_t *pg = prog_of(x, g, key);
        uint8_t vec[VLEN];
        for (int e = 0; e < VLEN; e++) vec[e] = (uint8_t)pg[e];
        r = x->internf(vec);
    }
    if (r < 0) fail(MJK_CALLBACK_FAILED);
    keymap_put(&x->gids[g], (uint32_t)key, slot, r);
    return r;
}

/* groups.group_programme of capped suit ``g`` holding ``key``: 10 costs, then 10 gain masks
 * (per (m, p), the kinds whose draw lowers that cost), in ints. The same dynamic programme:
 * a state is (chows started at the kind before and the one before that, sets, pair), coded
 * ((a * 5 + b) * 5 + m) * 2 + p, holding the least tiles added and the union of the kinds the
 * cheapest partial targets add. */
static const int32_t *prog_of(Ctx *x, int g, int key) {
    int64_t off;
    uint32_t slot;
    if (keymap_get(&x->progs[g], (uint32_t)key, &off, &slot)) return AT(x->ints, int32_t, off);
    enum { NS = 250, FAR = 1 << 20 };
    int cost[NS], ncost[NS];
    int32_t mask[NS], nmask[NS];
    for (int q = 0; q < NS; q++) cost[q] = FAR;
    cost[0] = 0; mask[0] = 0;
    int top = x->top, k = key;
    for (int i = 0; i < 9; i++, k /= 5) {
        int held = k % 5, cap = x->caps[9 * g + i], chows = i <= 6;
        int32_t bit = (int32_t)1 << i;
        for (int q = 0; q < NS; q++) { ncost[q] = FAR; nmask[q] = 0; }
        for (int q = 0; q < NS; q++) {
            if (cost[q] == FAR) continue;
            int p = q % 2, m = q / 2 % 5, b = q / 10 % 5, a = q / 50;
            int32_t added = mask[q] | bit;
            for (int c3 = 0; c3 <= (chows ? top - m : 0); c3++) {
                for (int pung = 0; pung <= 1; pung++) {
                    if (m + c3 + pung > top) break;
                    for (int pair = 0; pair <= (p == 0); pair++) {
                        int used = a + b + c3 + 3 * pung + 2 * pair;
                        if (used > cap) continue;
                        int nxt = ((c3 * 5 + a) * 5 + m + c3 + pung) * 2 + p + pair;
                        int add = used > held ? used - held : 0;
                        int cc = cost[q] + add;
                        int32_t mk = add ? added : mask[q];
                        if (cc < ncost[nxt]) { ncost[nxt] = cc; nmask[nxt] = mk; }
                        else if (cc == ncost[nxt]) nmask[nxt] |= mk;
                    }
                }
            }
        }
        memcpy(cost, ncost, sizeof(cost));
        memcpy(mask, nmask, sizeof(mask));
    }
    off = (int64_t)arena_take(&x->ints, 20 * sizeof(int32_t));
    int32_t *out = AT(x->ints, int32_t, off);
    for (int e = 0; e < 10; e++) { out[e] = 99; out[10 + e] = 0; }  /* groups.INF */
    for (int q = 0; q < NS; q++) {
        if (cost[q] == FAR) continue;
        if (q >= 10) fail(MJK_INTERNAL);  /* no chow is left open at the end */
        out[q] = cost[q]; out[10 + q] = mask[q];
    }
    keymap_put(&x->progs[g], (uint32_t)key, slot, off);
    return out;
}

static int prod_of(Ctx *x, int i, int j) {
    if (i < x->ntab && j < x->ntab) return FLAT[i << 8 | j];
    if (x->pcount * 2 >= x->pmask) {
        uint32_t cap = x->pmask ? (x->pmask + 1) * 2 : 1 << 12;
        uint64_t *nk = calloc(cap, sizeof(uint64_t));
        int32_t *nv = calloc(cap, sizeof(int32_t));
        if (!nk || !nv) { free(nk); free(nv); fail(MJK_NO_MEMORY); }
        for (uint32_t q = 0; x->pmask && q <= x->pmask; q++) {
            if (!x->pvals[q]) continue;
            uint32_t h = (uint32_t)((x->pkeys[q] * 0x9E3779B97F4A7C15ull) >> 32) & (cap - 1);
            while (nv[h]) h = (h + 1) & (cap - 1);
            nk[h] = x->pkeys[q]; nv[h] = x->pvals[q];
        }
        free(x->pkeys); free(x->pvals);
        x->pkeys = nk; x->pvals = nv; x->pmask = cap - 1;
    }
    uint64_t k = (uint64_t)(uint32_t)i << 32 | (uint32_t)j;
    uint32_t h = (uint32_t)((k * 0x9E3779B97F4A7C15ull) >> 32) & x->pmask;
    while (x->pvals[h]) {
        if (x->pkeys[h] == k) return x->pvals[h] - 1;
        h = (h + 1) & x->pmask;
    }
    int r = x->prodf(i, j);
    if (r < 0) fail(MJK_CALLBACK_FAILED);
    x->pkeys[h] = k; x->pvals[h] = r + 1; x->pcount++;
    return r;
}

/* Entry ``e`` of vector ``id`` (a shipped one, or one interned since, asked once). */
static int vec_at(Ctx *x, int id, int e) {
    if (id < x->ntab) return VECS[id * VLEN + e];
    if (id >= x->nvext) {
        int32_t cap = x->nvext ? x->nvext : 1024;
        while (id >= cap) cap *= 2;
        uint8_t *nv = realloc(x->vext, (size_t)cap * VLEN);
        if (!nv) fail(MJK_NO_MEMORY);
        x->vext = nv;
        uint8_t *nh = realloc(x->vhave, (size_t)cap);
        if (!nh) fail(MJK_NO_MEMORY);
        memset(nh + x->nvext, 0, (size_t)(cap - x->nvext));
        x->vhave = nh; x->nvext = cap;
    }
    if (!x->vhave[id]) {
        if (x->vecf(id, x->vext + (size_t)id * VLEN) < 0) fail(MJK_CALLBACK_FAILED);
        x->vhave[id] = 1;
    }
    return x->vext[(size_t)id * VLEN + e];
}

/* Evaluator.standard (not fast): the four groups' product, in the same order. */
static int standard_capped(Ctx *x, const int *keys, int k2) {
    int w = prod_of(x, prod_of(x, prod_of(x, gid_of(x, 0, keys[0]), gid_of(x, 1, keys[1])),
                               gid_of(x, 2, keys[2])), gid_of(x, 3, keys[3]));
    return vec_at(x, w, k2) - 1;
}

/* Evaluator.useful of the standard shape, capped: a kind lowers the shanten when one more
 * copy of it lowers the product of its group with the other three; a suit capped by a meld
 * reads the group's programme instead, as Evaluator._lowering does (the same kinds, and no
 * vector to intern for each draw). */
static int useful_capped(Ctx *x, const int8_t *c, const int *keys, int n, int64_t *out) {
    int k2 = 2 * (n / 3) + 1;
    int ids[4];
    for (int g = 0; g < 4; g++) ids[g] = gid_of(x, g, keys[g]);
    int ab = prod_of(x, ids[0], ids[1]), cd = prod_of(x, ids[2], ids[3]);
    int cost = vec_at(x, prod_of(x, ab, cd), k2);
    int others[4] = {prod_of(x, ids[1], cd), prod_of(x, ids[0], cd), prod_of(x, ab, ids[3]),
                     prod_of(x, ab, ids[2])};
    int64_t m = 0;
    for (int g = 0; g < 3; g++) {
        if (!x->capg[g]) continue;
        /* a suit capped by a meld reads its programme (Evaluator._lowering): a draw lowers
         * the hand when it lowers the suit in some split of the cheapest total */
        const int32_t *pg = prog_of(x, g, keys[g]);
        int64_t gm = 0;
        for (int e = 0; e <= k2; e++)
            if (pg[e] + vec_at(x, others[g], k2 - e) == cost) gm |= pg[10 + e];
        for (int t = 9 * g; t < 9 * g + 9; t++)
            if (gm >> (t - 9 * g) & 1 && c[t] + x->melded[t] < 4) m |= (int64_t)1 << t;
    }
    for (int t = 0; t < NK; t++) {
        if (c[t] + x->melded[t] >= 4) continue;
        int g = GRP[t];
        if (g < 3 && x->capg[g]) continue;
        int p = prod_of(x, gid_of(x, g, keys[g] + POW5[t]), others[g]);
        if (vec_at(x, p, k2) < cost) m |= (int64_t)1 << t;
    }
    *out = m;
    return cost - 1;
}

/* --- the knitted shapes (Evaluator: honors_and_knitted, _straights, _pair) --- */

/* Shanten of 全不靠: 14 distinct tiles from one knitted straight and the honours. */
static int honors_knitted(const Ctx *x, const int8_t *c) {
    int honors = 0, most = 0;
    for (int t = 27; t < NK; t++) honors += c[t] != 0;
    for (int s = 0; s < 6; s++) {
        int h = 0;
        for (int i = 0; i < 9; i++) h += c[x->six[s][i]] != 0;
        if (h > most) most = h;
    }
    int best = most + honors;
    return 13 - (best < 14 ? best : 14);
}

/* honors_and_knitted_useful: an honour or a kind of a straight held the most of, not held. */
static int64_t honors_knitted_useful(const Ctx *x, const int8_t *c) {
    int held[6], most = 0;
    for (int s = 0; s < 6; s++) {
        held[s] = 0;
        for (int i = 0; i < 9; i++) held[s] += c[x->six[s][i]] != 0;
        if (held[s] > most) most = held[s];
    }
    int64_t m = 0;
    for (int t = 27; t < NK; t++) if (!c[t]) m |= (int64_t)1 << t;
    for (int s = 0; s < 6; s++) {
        if (held[s] != most) continue;
        for (int i = 0; i < 9; i++) if (!c[x->six[s][i]]) m |= (int64_t)1 << x->six[s][i];
    }
    return m;
}

/* Entry ``k2`` of the standard cost of the groups ``keys`` (Evaluator.standard + 1). */
static int std_entry(Ctx *x, const int *keys, int k2) {
    if (x->capped) return standard_capped(x, keys, k2) + 1;
    int f = FLAT[FLAT[FLAT[SUIT[keys[0]] << 8 | SUIT[keys[1]]] << 8 | SUIT[keys[2]]] << 8 |
                 HONOR[keys[3]]];
    return VECS[f * 10 + k2];
}

/* Evaluator._pair: tiles a pair lacks from what the straight ``ks`` (held copies ``held``)
 * leaves of ``c``, and in ``kinds`` the draws that bring it closer. */
static int pair_of(const Ctx *x, const int8_t *c, const int8_t *ks, const int8_t *held,
                   int64_t *kinds) {
    int8_t rest[NK];
    memcpy(rest, c, NK);
    for (int i = 0; i < 9; i++) if (held[i]) rest[ks[i]]--;
    int64_t singles = 0;
    for (int t = 0; t < NK; t++) {
        if (rest[t] && x->melded[t] <= 2) {
            if (rest[t] >= 2) { *kinds = 0; return 0; }
            singles |= (int64_t)1 << t;
        }
    }
    int64_t m = 0;
    if (singles) {
        for (int t = 0; t < NK; t++)
            if (singles >> t & 1 && c[t] + x->melded[t] < 4) m |= (int64_t)1 << t;
        *kinds = m;
        return 1;
    }
    for (int t = 0; t < NK; t++)
        if (x->melded[t] <= 2 && c[t] + x->melded[t] < 4) m |= (int64_t)1 << t;
    *kinds = m;
    return 2;
}

/* The kinds whose draw lowers the standard cost (entry ``k2``) of the groups ``rest`` of an
 * uncapped hand ``c`` (Evaluator._lowering, fast). */
static int64_t lowering_fast(const int8_t *c, const int *rest, int k2) {
    int i0 = SUIT[rest[0]], i1 = SUIT[rest[1]], i2 = SUIT[rest[2]], i3 = HONOR[rest[3]];
    int ab = FLAT[i0 << 8 | i1], cd = FLAT[i2 << 8 | i3];
    int cost = VECS[FLAT[ab << 8 | cd] * 10 + k2];
    int others[4] = {FLAT[i1 << 8 | cd], FLAT[i0 << 8 | cd], FLAT[ab << 8 | i3],
                     FLAT[ab << 8 | i2]};
    int64_t m = 0;
    for (int t = 0; t < NK; t++) {
        if (c[t] >= 4) continue;
        int g = GRP[t];
        const uint8_t *tab = g == 3 ? HONOR : SUIT;
        if (VECS[FLAT[tab[rest[g] + POW5[t]] << 8 | others[g]] * 10 + k2] < cost)
            m |= (int64_t)1 << t;
    }
    return m;
}

/* Evaluator._straights: the shanten of each usable knitted straight (99 when above ``limit``)
 * with ``k`` = n / 3 - 3 sets beside its pair; with ``kinds`` (not NULL) the draws that lower
 * each one at ``limit``: its missing kinds and what brings the rest closer. */
static void straights_of(Ctx *x, const int8_t *c, const int *keys, int limit, int *v,
                         int64_t *kinds) {
    int k = x->n / 3 - 3;
    for (int s = 0; s < x->nstraights; s++) {
        const int8_t *ks = x->straights[s];
        int8_t held[9];
        int missing = 0;
        for (int i = 0; i < 9; i++) { held[i] = c[ks[i]]; missing += !held[i]; }
        v[s] = 99;
        if (missing - 1 > limit) continue;
        int64_t more = 0;
        int got;
        if (k == 0) {
            got = missing + pair_of(x, c, ks, held, &more) - 1;
        } else {
            int rest[4] = {keys[0], keys[1], keys[2], keys[3]};
            for (int i = 0; i < 9; i++) if (held[i]) rest[GRP[ks[i]]] -= POW5[ks[i]];
            got = missing + std_entry(x, rest, 2 * k + 1) - 1;
            if (kinds && got <= limit) more = lowering_fast(c, rest, 2 * k + 1);
        }
        if (got > limit) continue;
        v[s] = got;
        if (kinds) {
            for (int i = 0; i < 9; i++) if (!held[i]) more |= (int64_t)1 << ks[i];
            kinds[s] = more;
        }
    }
}

/* The knitted shapes' part of Evaluator.minimum: ``best`` lowered by 全不靠 (``special``: a
 * concealed hand of 13 tiles or more) and by the knitted straights. */
static int knitted_min(Ctx *x, const int8_t *c, const int *keys, int special, int best) {
    if (special && x->knitted) {
        int v = honors_knitted(x, c);
        if (v < best) best = v;
    }
    if (x->knits) {
        int v[6];
        straights_of(x, c, keys, best - 1, v, NULL);
        for (int s = 0; s < x->nstraights; s++) if (v[s] < best) best = v[s];
    }
    return best;
}

static int minimum(Ctx *x, const int8_t *c, const int *keys, int n) {
    int best = std_entry(x, keys, 2 * (n / 3) + 1) - 1;
    if (best == -1) return best;
    if (x->special && n >= 13) {
        if (x->sevens) {
            int full, half;
            pair_slots(x, c, &full, &half);
            int v = seven_from(full, half);
            if (v < best) best = v;
        }
        if (x->orphans) {
            int v = orphans_of(c);
            if (v < best) best = v;
        }
    }
    return knitted_min(x, c, keys, x->special && n >= 13, best);
}

/* (shanten, kinds that lower it) of a 3k+1 state without the knitted shapes:
 * Evaluator.useful. */
/* The concealed-only shapes of a 13-tile state: their shanten (99: not played), and the
 * pair slots of seven pairs. */
typedef struct { int sevens, orph, full, half; } Special;

static Special special_of(const Ctx *x, const int8_t *c, int n) {
    Special sp = {99, 99, 0, 0};
    if (!(x->special && n == 13)) return sp;
    if (x->sevens) { pair_slots(x, c, &sp.full, &sp.half); sp.sevens = seven_from(sp.full, sp.half); }
    if (x->orphans) sp.orph = orphans_of(c);
    return sp;
}

/* The kinds that lower the concealed-only shapes that reach ``best``. */
static int64_t special_useful(const Ctx *x, const int8_t *c, const Special *sp, int best) {
    int64_t m = 0;
    if (sp->sevens == best) {
        int starts = seven_from(sp->full, sp->half + 1) < sp->sevens;
        int completes = seven_from(sp->full + 1, sp->half - 1) < sp->sevens;
        for (int t = 0; t < NK; t++) {
            int ct = c[t];
            if (ct == 0 || (ct == 2 && x->four)) {
                if (starts) m |= (int64_t)1 << t;
            } else if (ct == 1 || (ct == 3 && x->four)) {
                if (completes) m |= (int64_t)1 << t;
            }
        }
    }
    if (sp->orph == best) {
        int has_pair = 0;
        for (int i = 0; i < 13; i++) has_pair |= c[ORPH[i]] >= 2;
        for (int i = 0; i < 13; i++) {
            int t = ORPH[i];
            if (c[t] == 0 || (!has_pair && c[t] == 1)) m |= (int64_t)1 << t;
        }
    }
    return m;
}

static int useful_plain(Ctx *x, const int8_t *c, const int *keys, int n, int64_t *out) {
    Special sp = special_of(x, c, n);
    if (x->capped) {  /* a capped hand with no meld (three players: 2m–8m out of play) */
        int64_t std_m;
        int best = useful_capped(x, c, keys, n, &std_m);
        int std = best;
        if (sp.sevens < best) best = sp.sevens;
        if (sp.orph < best) best = sp.orph;
        *out = (std == best ? std_m : 0) | special_useful(x, c, &sp, best);
        return best;
    }
    int k2 = 2 * (n / 3) + 1;
    int i0 = SUIT[keys[0]], i1 = SUIT[keys[1]], i2 = SUIT[keys[2]], i3 = HONOR[keys[3]];
    int ab = FLAT[i0 << 8 | i1], cd = FLAT[i2 << 8 | i3];
    int cost = VECS[FLAT[ab << 8 | cd] * 10 + k2];
    int best = cost - 1;
    if (sp.sevens < best) best = sp.sevens;
    if (sp.orph < best) best = sp.orph;
    int64_t m = 0;
    if (cost - 1 == best) {
        int others[4] = {FLAT[i1 << 8 | cd], FLAT[i0 << 8 | cd], FLAT[ab << 8 | i3],
                         FLAT[ab << 8 | i2]};
        for (int t = 0; t < NK; t++) {
            if (c[t] >= 4) continue;
            int g = GRP[t];
            const uint8_t *tab = g == 3 ? HONOR : SUIT;
            int p = FLAT[tab[keys[g] + POW5[t]] << 8 | others[g]];
            if (VECS[p * 10 + k2] < cost) m |= (int64_t)1 << t;
        }
    }
    *out = m | special_useful(x, c, &sp, best);
    return best;
}

/* Evaluator.useful: the plain shapes, then 全不靠 and the knitted straights; the kinds of
 * every shape at the best shanten. */
static int useful_of(Ctx *x, const int8_t *c, const int *keys, int n, int64_t *out) {
    int64_t plain;
    int std = useful_plain(x, c, keys, n, &plain);
    if (!x->knitted && !x->knits) { *out = plain; return std; }
    int best = std;
    int knit_a = 99;
    if (x->knitted && x->special && n == 13) {
        knit_a = honors_knitted(x, c);
        if (knit_a < best) best = knit_a;
    }
    int v[6];
    int64_t kinds[6];
    if (x->knits) {
        straights_of(x, c, keys, best, v, kinds);
        for (int s = 0; s < x->nstraights; s++) if (v[s] < best) best = v[s];
    }
    int64_t m = std == best ? plain : 0;
    if (knit_a == best) m |= honors_knitted_useful(x, c);
    if (x->knits)
        for (int s = 0; s < x->nstraights; s++) if (v[s] == best) m |= kinds[s];
    *out = m;
    return best;
}

/* The discards of the 14 tiles ``c`` (keys ``keys``) leaving shanten ``want``, in tile order:
 * Evaluator.after_discards (fast path) and Moves._children. Writes (d, node) pairs. */
static int children_of(Ctx *x, int8_t *c, int *keys, int want, int32_t *out_d, int32_t *out_n);

static void grow_children(Ctx *x) {
    uint32_t cap = x->cmask ? (x->cmask + 1) * 2 : 1 << 12;
    Key *nk = malloc(cap * sizeof(Key));
    int64_t *nv = malloc(cap * sizeof(int64_t));
    if (!nk || !nv) { free(nk); free(nv); fail(MJK_NO_MEMORY); }
    for (uint32_t j = 0; j < cap; j++) nv[j] = -1;
    for (uint32_t j = 0; x->cmask && j <= x->cmask; j++) {
        if (x->cvals[j] < 0) continue;
        uint32_t h = (uint32_t)hash_key(x->ckeys[j]) & (cap - 1);
        while (nv[h] >= 0) h = (h + 1) & (cap - 1);
        nk[h] = x->ckeys[j]; nv[h] = x->cvals[j];
    }
    free(x->ckeys); free(x->cvals);
    x->ckeys = nk; x->cvals = nv; x->cmask = cap - 1;
}

/* Moves._children, cached: many draws from different states give one 14-tile hand. */
static int children(Ctx *x, int8_t *c, int *keys, int want, int32_t *out_d, int32_t *out_n) {
    if (x->ccount * 2 >= x->cmask) grow_children(x);
    Key k = pack(c);
    k.b |= (uint64_t)(want + 2) << 48;
    uint32_t h = (uint32_t)hash_key(k) & x->cmask;
    while (x->cvals[h] >= 0) {
        if (x->ckeys[h].a == k.a && x->ckeys[h].b == k.b) {
            const int32_t *l = AT(x->ints, int32_t, x->cvals[h]);
            int cnt = l[0];
            for (int j = 0; j < cnt; j++) { out_d[j] = l[1 + 2 * j]; out_n[j] = l[2 + 2 * j]; }
            return cnt;
        }
        h = (h + 1) & x->cmask;
    }
    int cnt = children_of(x, c, keys, want, out_d, out_n);
    size_t off = arena_take(&x->ints, (size_t)(1 + 2 * cnt) * sizeof(int32_t));
    int32_t *l = AT(x->ints, int32_t, off);
    l[0] = cnt;
    for (int j = 0; j < cnt; j++) { l[1 + 2 * j] = out_d[j]; l[2 + 2 * j] = out_n[j]; }
    x->ckeys[h] = k;
    x->cvals[h] = (int64_t)off;
    x->ccount++;
    return cnt;
}

static int children_of(Ctx *x, int8_t *c, int *keys, int want, int32_t *out_d, int32_t *out_n) {
    int n = x->n;
    if (x->capped) {  /* Evaluator.after_discards, not fast: each child whole */
        int cnt = 0;
        for (int d = 0; d < NK; d++) {
            if (!c[d]) continue;
            int g = GRP[d];
            keys[g] -= POW5[d];
            c[d]--;
            int best = minimum(x, c, keys, n);
            int32_t i = -1;
            if (best == want) {
                int isnew;
                i = node_of(x, pack(c), best, &isnew);
            }
            c[d]++;
            keys[g] += POW5[d];
            if (best != want) continue;
            out_d[cnt] = d;
            out_n[cnt] = i;
            cnt++;
        }
        return cnt;
    }
    int i0 = SUIT[keys[0]], i1 = SUIT[keys[1]], i2 = SUIT[keys[2]], i3 = HONOR[keys[3]];
    int ab = FLAT[i0 << 8 | i1], cd = FLAT[i2 << 8 | i3];
    int others[4] = {FLAT[i1 << 8 | cd], FLAT[i0 << 8 | cd], FLAT[ab << 8 | i3],
                     FLAT[ab << 8 | i2]};
    int k2 = 2 * (n / 3) + 1;
    int special = x->special && n >= 13;
    int sevens = special && x->sevens, orphans = special && x->orphans;
    int full = 0, half = 0, zeros = 0, pairs = 0;
    if (sevens) pair_slots(x, c, &full, &half);
    if (orphans)
        for (int i = 0; i < 13; i++) { zeros += c[ORPH[i]] == 0; pairs += c[ORPH[i]] >= 2; }
    int cnt = 0;
    for (int d = 0; d < NK; d++) {
        if (!c[d]) continue;
        int g = GRP[d];
        const uint8_t *tab = g == 3 ? HONOR : SUIT;
        int best = VECS[FLAT[tab[keys[g] - POW5[d]] << 8 | others[g]] * 10 + k2] - 1;
        int cc = c[d];
        if (sevens && best > 0) {
            int f = full, h = half;
            if (cc == 1) h -= 1;
            else if (cc == 2) { f -= 1; h += 1; }
            else if (x->four) {
                if (cc == 3) h -= 1;
                else { f -= 1; h += 1; }
            }
            int v = seven_from(f, h);
            if (v < best) best = v;
        }
        if (orphans && best > 0 && IS_ORPH[d]) {
            int z = zeros + (cc == 1), p = pairs - (cc == 2);
            int v = z - (p > 0);
            if (v < best) best = v;
        } else if (orphans && best > 0) {
            int v = zeros - (pairs > 0);
            if (v < best) best = v;
        }
        if (best > 0 && ((special && x->knitted) || x->knits)) {
            /* the knitted shapes of the child, whole (Evaluator.minimum) */
            c[d]--; keys[g] -= POW5[d];
            best = knitted_min(x, c, keys, special, best);
            c[d]++; keys[g] += POW5[d];
        }
        if (best != want) continue;
        c[d]--;
        int isnew;
        int32_t i = node_of(x, pack(c), best, &isnew);
        c[d]++;
        out_d[cnt] = d;
        out_n[cnt] = i;
        cnt++;
    }
    return cnt;
}

static int64_t useful_mask(Ctx *x, int32_t i) {
    Node *nd = &x->nodes[i];
    if (!nd->have_useful) {
        int8_t c[NK]; int keys[4];
        unpack(nd->key, c);
        keys_of(c, keys);
        int64_t m;
        useful_of(x, c, keys, x->n, &m);
        nd = &x->nodes[i];
        nd->useful = m;
        nd->have_useful = 1;
    }
    return nd->useful;
}

/* Moves.lower: offset in ints of (ndraws, then per draw k, nkids, kid nodes). */
static size_t lower_of(Ctx *x, int32_t i) {
    if (x->nodes[i].have_lower) return x->nodes[i].lower;
    tick(x);
    int s = x->nodes[i].sh;
    int64_t m = useful_mask(x, i);
    int8_t c[NK]; int keys[4];
    unpack(x->nodes[i].key, c);
    keys_of(c, keys);
    int32_t buf[2 + NK * (2 + NK)];
    int len = 1, nd = 0;
    for (int k = 0; k < NK; k++) {
        if (!(m >> k & 1)) continue;
        c[k]++; keys[GRP[k]] += POW5[k];
        int32_t ds[NK], ns[NK];
        int cnt = children(x, c, keys, s - 1, ds, ns);
        c[k]--; keys[GRP[k]] -= POW5[k];
        if (cnt) {
            buf[len++] = k;
            buf[len++] = cnt;
            for (int j = 0; j < cnt; j++) buf[len++] = ns[j];
            nd++;
        }
    }
    buf[0] = nd;
    size_t off = arena_take(&x->ints, (size_t)len * sizeof(int32_t));
    memcpy(AT(x->ints, int32_t, off), buf, (size_t)len * sizeof(int32_t));
    x->nodes[i].lower = off;
    x->nodes[i].have_lower = 1;
    return off;
}

static uint32_t worth_slot(Ctx *x, const int8_t *c, int tile);

static int is_legal(Ctx *x, const int8_t *c, int tile) {
    if (x->worth) {
        uint32_t h = worth_slot(x, c, tile);  /* first: it may grow (move) the cache */
        return x->wused[h] == 1;
    }
    if (!x->legal) return 1;
    int8_t w[NK];
    memcpy(w, c, NK);
    w[tile]++;
    Key k = pack(w);
    k.b |= (uint64_t)(tile + 1) << 50;
    if (x->lcount * 2 >= x->lmask) {
        uint32_t cap = x->lmask ? (x->lmask + 1) * 2 : 1 << 10;
        Key *nk = calloc(cap, sizeof(Key));
        int8_t *nv = calloc(cap, 1);
        if (!nk || !nv) { free(nk); free(nv); fail(MJK_NO_MEMORY); }
        for (uint32_t j = 0; x->lmask && j <= x->lmask; j++) {
            if (!x->lvals[j]) continue;
            uint32_t h = (uint32_t)hash_key(x->lkeys[j]) & (cap - 1);
            while (nv[h]) h = (h + 1) & (cap - 1);
            nk[h] = x->lkeys[j]; nv[h] = x->lvals[j];
        }
        free(x->lkeys); free(x->lvals);
        x->lkeys = nk; x->lvals = nv; x->lmask = cap - 1;
    }
    uint32_t h = (uint32_t)hash_key(k) & x->lmask;
    while (x->lvals[h]) {
        if (x->lkeys[h].a == k.a && x->lkeys[h].b == k.b) return x->lvals[h] == 2;
        h = (h + 1) & x->lmask;
    }
    int r = x->legal(w, tile);
    if (r < 0) fail(MJK_CALLBACK_FAILED);
    x->lkeys[h] = k;
    x->lvals[h] = r ? 2 : 1;
    x->lcount++;
    return r != 0;
}

/* Moves.payoff and, with a payoff, Moves.is_legal: the slot of ``c`` plus ``tile`` (a complete
 * hand) in the worth cache, asked once per hand and tile (wused 1: a win, 2: not one; wvals:
 * its worth, 0 for a hand that may not be declared). A new one ticks, so that cancel is still
 * polled while slow payoffs are being asked. */
static uint32_t worth_slot(Ctx *x, const int8_t *c, int tile) {
    int8_t w[NK];
    memcpy(w, c, NK);
    w[tile]++;
    Key k = pack(w);
    k.b |= (uint64_t)(tile + 1) << 50;
    if (x->wcount * 2 >= x->wmask) {
        uint32_t cap = x->wmask ? (x->wmask + 1) * 2 : 1 << 10;
        Key *nk = calloc(cap, sizeof(Key));
        double *nv = calloc(cap, sizeof(double));
        uint8_t *nu = calloc(cap, 1);
        if (!nk || !nv || !nu) { free(nk); free(nv); free(nu); fail(MJK_NO_MEMORY); }
        for (uint32_t j = 0; x->wmask && j <= x->wmask; j++) {
            if (!x->wused[j]) continue;
            uint32_t h = (uint32_t)hash_key(x->wkeys[j]) & (cap - 1);
            while (nu[h]) h = (h + 1) & (cap - 1);
            nk[h] = x->wkeys[j]; nv[h] = x->wvals[j]; nu[h] = x->wused[j];
        }
        free(x->wkeys); free(x->wvals); free(x->wused);
        x->wkeys = nk; x->wvals = nv; x->wused = nu; x->wmask = cap - 1;
    }
    uint32_t h = (uint32_t)hash_key(k) & x->wmask;
    while (x->wused[h]) {
        if (x->wkeys[h].a == k.a && x->wkeys[h].b == k.b) return h;
        h = (h + 1) & x->wmask;
    }
    tick(x);
    double got = 0.0;
    int r = x->worth(w, tile, &got);
    if (r < 0) fail(MJK_CALLBACK_FAILED);
    x->wkeys[h] = k;
    x->wvals[h] = r ? 0.0 : got;
    x->wused[h] = r ? 2 : 1;
    x->wcount++;
    return h;
}

static double payoff(Ctx *x, const int8_t *c, int tile) {
    uint32_t h = worth_slot(x, c, tile);  /* first: it may grow (move) the cache */
    return x->wvals[h];
}

/* --- the search (lookahead._Search) --- */

static int32_t win_weight(Ctx *x, int32_t i) {
    if (x->nodes[i].win_w >= 0) return x->nodes[i].win_w;
    if (!x->nodes[i].have_useful) tick(x);  /* Moves.wins ticks on a new state */
    int64_t m = useful_mask(x, i);
    int8_t c[NK];
    unpack(x->nodes[i].key, c);
    int w = 0;
    for (int k = 0; k < NK; k++)
        if (m >> k & 1 && is_legal(x, c, k)) w += x->wall[k] - c[k];
    x->nodes[i].win_w = w;
    return w;
}

/* Search.win_gain: the ready state's winning tiles' copies left times their payoffs (a tile
 * with no copy left adds 0 and is not asked). */
static double win_gain(Ctx *x, int32_t i) {
    if (x->nodes[i].have_gain) return x->nodes[i].win_g;
    if (!x->nodes[i].have_useful) tick(x);
    int64_t m = useful_mask(x, i);
    int8_t c[NK];
    unpack(x->nodes[i].key, c);
    double g = 0.0;
    for (int k = 0; k < NK; k++) {
        if (!(m >> k & 1) || !is_legal(x, c, k)) continue;
        int wk = x->wall[k] - c[k];
        if (wk > 0) g += wk * payoff(x, c, k);
    }
    x->nodes[i].win_g = g;
    x->nodes[i].have_gain = 1;
    return g;
}

static int32_t ready_weight(Ctx *x, int32_t i) {
    if (x->nodes[i].ready_w >= 0) return x->nodes[i].ready_w;
    size_t off = lower_of(x, i);
    int8_t c[NK];
    unpack(x->nodes[i].key, c);
    int32_t *l = AT(x->ints, int32_t, off);
    int nd = l[0], pos = 1, w = 0;
    for (int j = 0; j < nd; j++) {
        int k = l[pos], cnt = l[pos + 1];
        w += x->wall[k] - c[k];
        pos += 2 + cnt;
    }
    x->nodes[i].ready_w = w;
    return w;
}

/* Search.leaf_groups: sets ngroups and groups (offset in sints of (top, copies), by top). */
static void leaf_groups(Ctx *x, int32_t i) {
    if (x->nodes[i].ngroups >= 0) return;
    size_t off = lower_of(x, i);
    int8_t c[NK];
    unpack(x->nodes[i].key, c);
    int tops[NK], copies[NK], ng = 0;
    int nd = AT(x->ints, int32_t, off)[0], pos = 1;
    for (int j = 0; j < nd; j++) {
        int32_t *l = AT(x->ints, int32_t, off);
        int k = l[pos], cnt = l[pos + 1];
        int wk = x->wall[k] - c[k];
        if (wk > 0) {
            int top = -1;
            for (int q = 0; q < cnt; q++) {
                int32_t kid = AT(x->ints, int32_t, off)[pos + 2 + q];
                int w = win_weight(x, kid);
                if (w > top) top = w;
            }
            /* merged by top, kept sorted (insertion: a handful of groups) */
            int at = 0;
            while (at < ng && tops[at] < top) at++;
            if (at < ng && tops[at] == top) copies[at] += wk;
            else {
                for (int q = ng; q > at; q--) { tops[q] = tops[q - 1]; copies[q] = copies[q - 1]; }
                tops[at] = top; copies[at] = wk; ng++;
            }
        }
        pos += 2 + cnt;
    }
    size_t g = arena_take(&x->sints, (size_t)(2 * ng + 1) * sizeof(int32_t));
    int32_t *q = AT(x->sints, int32_t, g);
    for (int j = 0; j < ng; j++) { q[2 * j] = tops[j]; q[2 * j + 1] = copies[j]; }
    x->nodes[i].groups = g;
    x->nodes[i].ngroups = ng;
}

static int64_t closed_form(Ctx *x, int w) {
    if (x->closed[w] >= 0) return x->closed[w];
    size_t off = arena_take(&x->dbl, (size_t)x->span * sizeof(double));
    double *v = AT(x->dbl, double, off);
    double r = x->total ? 1.0 - (double)w / x->total : 1.0;
    double miss = 1.0;
    v[0] = 0.0;
    for (int m = 1; m < x->span; m++) { miss *= r; v[m] = 1.0 - miss; }
    x->closed[w] = (int64_t)off;
    return (int64_t)off;
}

static int64_t new_vec(Ctx *x) {
    size_t off = arena_take(&x->dbl, (size_t)x->width * sizeof(double));
    memset(x->dbl.p + off, 0, (size_t)x->width * sizeof(double));
    return (int64_t)off;
}


static int64_t value(Ctx *x, int32_t h, int e);

/* Scratch memory of one expand, on a stack so that an abort (cancel) frees it too. */
static void *tmp_alloc(Ctx *x, size_t bytes) {
    if (x->ntmp == x->captmp) {
        int cap = x->captmp ? x->captmp * 2 : 64;
        void **q = realloc(x->tmp, (size_t)cap * sizeof(void *));
        if (!q) fail(MJK_NO_MEMORY);
        x->tmp = q; x->captmp = cap;
    }
    void *p = malloc(bytes ? bytes : 1);
    if (!p) fail(MJK_NO_MEMORY);
    x->tmp[x->ntmp++] = p;
    return p;
}

static void tmp_free_to(Ctx *x, int mark) {
    while (x->ntmp > mark) free(x->tmp[--x->ntmp]);
}

static void fill_near(Ctx *x, int32_t i, int rw, int64_t vo);

static int64_t near_leaf(Ctx *x, int32_t i) {
    int rw = ready_weight(x, i);
    leaf_groups(x, i);
    int ng = x->nodes[i].ngroups;
    int32_t *gr = AT(x->sints, int32_t, x->nodes[i].groups);
    uint64_t hsh = (uint64_t)rw * 0x9E3779B97F4A7C15ull;
    for (int j = 0; j < 2 * ng; j++) hsh = (hsh ^ (uint64_t)gr[j]) * 0x100000001B3ull;
    /* slot layout in sints: rw, ng, pairs..., vector offset as two int32 */
    LeafMap *lm = &x->leaves;
    if (lm->count * 2 >= lm->mask) {
        size_t cap = lm->mask ? (lm->mask + 1) * 2 : 1 << 10;
        int64_t *ns = malloc(cap * sizeof(int64_t));
        if (!ns) fail(MJK_NO_MEMORY);
        for (size_t j = 0; j < cap; j++) ns[j] = -1;
        for (size_t j = 0; lm->mask && j <= lm->mask; j++) {
            if (lm->slots[j] < 0) continue;
            int32_t *e = AT(x->sints, int32_t, lm->slots[j]);
            uint64_t hh = (uint64_t)e[0] * 0x9E3779B97F4A7C15ull;
            for (int q = 0; q < 2 * e[1]; q++) hh = (hh ^ (uint64_t)e[2 + q]) * 0x100000001B3ull;
            size_t p = hh & (cap - 1);
            while (ns[p] >= 0) p = (p + 1) & (cap - 1);
            ns[p] = lm->slots[j];
        }
        free(lm->slots);
        lm->slots = ns; lm->mask = cap - 1;
    }
    size_t p = hsh & lm->mask;
    while (lm->slots[p] >= 0) {
        int32_t *e = AT(x->sints, int32_t, lm->slots[p]);
        gr = AT(x->sints, int32_t, x->nodes[i].groups);
        if (e[0] == rw && e[1] == ng && !memcmp(e + 2, gr, (size_t)2 * ng * sizeof(int32_t))) {
            int64_t v;
            memcpy(&v, e + 2 + 2 * ng, sizeof(v));
            return v;
        }
        p = (p + 1) & lm->mask;
    }
    int64_t vo = new_vec(x);
    fill_near(x, i, rw, vo);
    size_t eo = arena_take(&x->sints, (size_t)(2 * ng + 4) * sizeof(int32_t));
    int32_t *e = AT(x->sints, int32_t, eo);
    gr = AT(x->sints, int32_t, x->nodes[i].groups);
    e[0] = rw; e[1] = ng;
    memcpy(e + 2, gr, (size_t)2 * ng * sizeof(int32_t));
    memcpy(e + 2 + 2 * ng, &vo, sizeof(vo));
    lm->slots[p] = (int64_t)eo;
    lm->count++;
    return vo;
}

/* The tenpai and win halves of a 1-shanten leaf into the vector at ``vo``: closed_form(rw) +
 * _win_leaf(groups). */
static void fill_near(Ctx *x, int32_t i, int rw, int64_t vo) {
    int span = x->span;
    int ng = x->nodes[i].ngroups;
    int32_t *gr;
    int64_t cf = closed_form(x, rw);
    int64_t tops[160];
    for (int j = 0; j < ng; j++)
        tops[j] = closed_form(x, AT(x->sints, int32_t, x->nodes[i].groups)[2 * j]);
    double *v = AT(x->dbl, double, vo);
    memcpy(v, AT(x->dbl, double, cf), (size_t)span * sizeof(double));
    gr = AT(x->sints, int32_t, x->nodes[i].groups);
    double total = x->total;
    int sumc = 0;
    for (int j = 0; j < ng; j++) sumc += gr[2 * j + 1];
    double stay = (double)(x->total - sumc) / total;
    double a[64];
    for (int col = 0; col < span; col++) {
        double acc = 0.0;
        for (int j = 0; j < ng; j++) {
            double pj = (double)gr[2 * j + 1] / total;
            double prod = pj * AT(x->dbl, double, tops[j])[col];
            acc = j == 0 ? prod : acc + prod;
        }
        a[col] = 0.0 + acc;
    }
    double *w = v + span;
    w[0] = 0.0;
    double prev = 0.0;
    for (int m = 1; m < span; m++) { prev = a[m - 1] + stay * prev; w[m] = prev; }
}

/* --- the valued leaves (_Search._valued_leaf) --- */

static uint64_t hash_ints(const int32_t *k, int n) {
    uint64_t h = 0xCBF29CE484222325ull;
    for (int j = 0; j < n; j++) h = (h ^ (uint32_t)k[j]) * 0x100000001B3ull;
    return h ^ (h >> 31);
}

/* The vector shared by the valued leaves of key ``key`` (``n`` ints), or -1 with ``*slot`` where
 * vmap_put puts it. Entries in sints: n, the key, the vector's offset (two ints). */
static int64_t vmap_get(Ctx *x, const int32_t *key, int n, size_t *slot) {
    LeafMap *lm = &x->vleaves;
    if (lm->count * 2 >= lm->mask) {
        size_t cap = lm->mask ? (lm->mask + 1) * 2 : 1 << 10;
        int64_t *ns = malloc(cap * sizeof(int64_t));
        if (!ns) fail(MJK_NO_MEMORY);
        for (size_t j = 0; j < cap; j++) ns[j] = -1;
        for (size_t j = 0; lm->mask && j <= lm->mask; j++) {
            if (lm->slots[j] < 0) continue;
            int32_t *e = AT(x->sints, int32_t, lm->slots[j]);
            size_t q = hash_ints(e + 1, e[0]) & (cap - 1);
            while (ns[q] >= 0) q = (q + 1) & (cap - 1);
            ns[q] = lm->slots[j];
        }
        free(lm->slots);
        lm->slots = ns; lm->mask = cap - 1;
    }
    size_t q = hash_ints(key, n) & lm->mask;
    while (lm->slots[q] >= 0) {
        int32_t *e = AT(x->sints, int32_t, lm->slots[q]);
        if (e[0] == n && !memcmp(e + 1, key, (size_t)n * sizeof(int32_t))) {
            int64_t v;
            memcpy(&v, e + 1 + n, sizeof(v));
            return v;
        }
        q = (q + 1) & lm->mask;
    }
    *slot = q;
    return -1;
}

static void vmap_put(Ctx *x, const int32_t *key, int n, size_t slot, int64_t vo) {
    size_t eo = arena_take(&x->sints, (size_t)(n + 3) * sizeof(int32_t));
    int32_t *e = AT(x->sints, int32_t, eo);
    e[0] = n;
    memcpy(e + 1, key, (size_t)n * sizeof(int32_t));
    memcpy(e + 1 + n, &vo, sizeof(vo));
    x->vleaves.slots[slot] = (int64_t)eo;
    x->vleaves.count++;
}

/* worth_form: (G / W)(1 - (1 - W/S)^m) into ``out`` (span values), zeros when W is 0. */
static void worth_form(Ctx *x, int w, double g, double *out) {
    if (!w) { for (int j = 0; j < x->span; j++) out[j] = 0.0; return; }
    double mean = g / w;
    int64_t co = closed_form(x, w);  /* first: it may move the arena */
    const double *cf = AT(x->dbl, double, co);
    for (int j = 0; j < x->span; j++) out[j] = mean * cf[j];
}

/* A lowering draw's ready children as (W, G), sorted and distinct (a tuple of a sorted set). */
typedef struct { int copies, np; int w[NK]; double g[NK]; } VGroup;

static int pair_cmp(int wa, double ga, int wb, double gb) {
    if (wa != wb) return wa < wb ? -1 : 1;
    if (ga != gb) return ga < gb ? -1 : 1;
    return 0;
}

static int vgroup_cmp(const VGroup *a, const VGroup *b) {
    for (int j = 0; j < a->np && j < b->np; j++) {
        int c = pair_cmp(a->w[j], a->g[j], b->w[j], b->g[j]);
        if (c) return c;
    }
    return a->np < b->np ? -1 : a->np > b->np;
}

static int64_t valued_leaf(Ctx *x, int32_t h, int s) {
    int span = x->span;
    int32_t key[4 + 2 * NK + NK * (2 + 3 * NK)];
    int n = 0;
    size_t slot = 0;
    int64_t vo;
    if (s == 0) {
        int w = win_weight(x, h);
        double g = win_gain(x, h);
        key[n++] = 0; key[n++] = w;
        memcpy(key + n, &g, sizeof(g)); n += 2;
        vo = vmap_get(x, key, n, &slot);
        if (vo >= 0) return vo;
        int64_t cf = closed_form(x, w);
        double form[192];
        worth_form(x, w, g, form);
        vo = new_vec(x);
        double *v = AT(x->dbl, double, vo);
        for (int j = 0; j < span; j++) v[j] = 1.0;
        memcpy(v + span, AT(x->dbl, double, cf), (size_t)span * sizeof(double));
        memcpy(v + 2 * span, form, (size_t)span * sizeof(double));
        vmap_put(x, key, n, slot, vo);
        return vo;
    }
    /* leaf_value_groups */
    VGroup gs[NK];
    int ng = 0;
    size_t off = lower_of(x, h);
    int8_t c[NK];
    unpack(x->nodes[h].key, c);
    int nd = AT(x->ints, int32_t, off)[0], pos = 1;
    for (int j = 0; j < nd; j++) {
        int k = AT(x->ints, int32_t, off)[pos], cnt = AT(x->ints, int32_t, off)[pos + 1];
        int wk = x->wall[k] - c[k];
        if (wk > 0) {
            VGroup t;
            t.np = 0;
            for (int q = 0; q < cnt; q++) {
                int32_t kid = AT(x->ints, int32_t, off)[pos + 2 + q];
                int w = win_weight(x, kid);
                double g = win_gain(x, kid);
                int at = 0, cmp = 1;
                while (at < t.np && (cmp = pair_cmp(t.w[at], t.g[at], w, g)) < 0) at++;
                if (at < t.np && cmp == 0) continue;  /* a set: once each */
                for (int r = t.np; r > at; r--) { t.w[r] = t.w[r - 1]; t.g[r] = t.g[r - 1]; }
                t.w[at] = w; t.g[at] = g; t.np++;
            }
            int at = 0;
            while (at < ng && vgroup_cmp(&gs[at], &t) != 0) at++;
            if (at < ng) gs[at].copies += wk;
            else { t.copies = wk; gs[ng++] = t; }
        }
        pos += 2 + cnt;
    }
    /* sorted by their children (insertion sort: a handful) */
    for (int a = 1; a < ng; a++) {
        VGroup t = gs[a];
        int b = a;
        while (b > 0 && vgroup_cmp(&gs[b - 1], &t) > 0) { gs[b] = gs[b - 1]; b--; }
        gs[b] = t;
    }
    int rw = ready_weight(x, h);
    leaf_groups(x, h);
    int lg = x->nodes[h].ngroups;
    key[n++] = 1; key[n++] = rw; key[n++] = lg;
    memcpy(key + n, AT(x->sints, int32_t, x->nodes[h].groups), (size_t)2 * lg * sizeof(int32_t));
    n += 2 * lg;
    key[n++] = ng;
    for (int j = 0; j < ng; j++) {
        key[n++] = gs[j].copies; key[n++] = gs[j].np;
        for (int q = 0; q < gs[j].np; q++) {
            key[n++] = gs[j].w[q];
            memcpy(key + n, &gs[j].g[q], sizeof(double)); n += 2;
        }
    }
    vo = vmap_get(x, key, n, &slot);
    if (vo >= 0) return vo;
    /* _value_leaf: each draw takes the ready child worth most at each column */
    double total = x->total;
    int sumc = 0;
    for (int j = 0; j < ng; j++) sumc += gs[j].copies;
    double stay = (total - sumc) / total;
    double a[192], best[192], form[192];
    for (int j = 0; j < span; j++) a[j] = 0.0;
    for (int j = 0; j < ng; j++) {
        double p = gs[j].copies / total;
        worth_form(x, gs[j].w[0], gs[j].g[0], best);
        for (int q = 1; q < gs[j].np; q++) {
            worth_form(x, gs[j].w[q], gs[j].g[q], form);
            for (int col = 0; col < span; col++) if (form[col] > best[col]) best[col] = form[col];
        }
        for (int col = 0; col < span; col++) a[col] = a[col] + p * best[col];
    }
    vo = new_vec(x);
    fill_near(x, h, rw, vo);
    double *v = AT(x->dbl, double, vo) + 2 * span;
    v[0] = 0.0;
    double prev = 0.0;
    for (int m = 1; m < span; m++) { prev = a[m - 1] + stay * prev; v[m] = prev; }
    vmap_put(x, key, n, slot, vo);
    return vo;
}

/* A plan: stay, win_now (doubles), ndraws, then per draw: p (double), nopts, picks offset
 * (-1: the first throughout), opts (node * 2 + e, or -1 for throwing back). */
typedef struct { double stay, win_now; int32_t ndraws, pad; } PlanHead;
typedef struct { double p; int32_t nopts, pad; int64_t picks, opts; } DrawHead;

/* Options of one draw, gathered before the values are known. */
typedef struct { int wk; int nopts; int32_t opt[2 * NK + 1]; } Opt;

static int options(Ctx *x, int32_t h, int s, int e, int *success, double *gain, Opt *out) {
    int8_t c[NK];
    unpack(x->nodes[h].key, c);
    int cnt = 0;
    *success = 0;
    *gain = 0.0;
    if (e == 1) {
        size_t off = lower_of(x, h);
        int nd = AT(x->ints, int32_t, off)[0], pos = 1;
        for (int j = 0; j < nd; j++) {
            int32_t *l = AT(x->ints, int32_t, off);
            int k = l[pos], nk = l[pos + 1];
            int wk = x->wall[k] - c[k];
            if (wk > 0) {
                Opt *o = &out[cnt++];
                o->wk = wk; o->nopts = nk;
                for (int q = 0; q < nk; q++) o->opt[q] = l[pos + 2 + q] * 2 + 1;
            }
            pos += 2 + nk;
        }
        return cnt;
    }
    size_t loff = 0;
    int lnd = 0;
    if (s > 0) { loff = lower_of(x, h); lnd = AT(x->ints, int32_t, loff)[0]; }
    tick(x);  /* Moves.same ticks once per new state */
    int64_t m = useful_mask(x, h);
    int keys[4];
    keys_of(c, keys);
    for (int k = 0; k < NK; k++) {
        if (c[k] + x->melded[k] >= 4) continue;
        int wk = x->wall[k] - c[k];
        if (wk <= 0) continue;
        int low = (int)(m >> k & 1);
        if (s == 0 && low && is_legal(x, c, k)) {
            *success += wk;
            if (x->worth) *gain += wk * payoff(x, c, k);
            continue;
        }
        /* the basic kids, if k lowers the shanten */
        int32_t *basic = NULL;
        int nbasic = 0;
        if (s > 0 && low) {
            int32_t *l = AT(x->ints, int32_t, loff);
            int pos = 1;
            for (int j = 0; j < lnd; j++) {
                if (l[pos] == k) { nbasic = l[pos + 1]; basic = l + pos + 2; break; }
                pos += 2 + l[pos + 1];
            }
        }
        Opt *o = &out[cnt];
        o->wk = wk;
        int no = 0;
        if (nbasic) for (int q = 0; q < nbasic; q++) o->opt[no++] = basic[q] * 2;
        else o->opt[no++] = -1;
        c[k]++; keys[GRP[k]] += POW5[k];
        int32_t ds[NK], ns[NK];
        int ne = children(x, c, keys, s, ds, ns);
        c[k]--; keys[GRP[k]] -= POW5[k];
        int keep_back = nbasic ? (low && s > 0) : 0;
        int any = 0;
        for (int q = 0; q < ne; q++) {
            if (ds[q] == k && !keep_back) continue;
            o->opt[no++] = ns[q] * 2 + 1;
            any = 1;
        }
        if (!nbasic && !any) continue;
        o->nopts = no;
        cnt++;
    }
    return cnt;
}

static void vmax(double *dst, const double *a, int len) {
    for (int j = 0; j < len; j++) if (a[j] > dst[j]) dst[j] = a[j];
}

/* _picks: -1 when the first option is taken throughout, else an offset of 2 * span bytes. */
static int64_t picks_of(Ctx *x, double **vecs, int nv, const double *top) {
    int len = x->width;
    int first = 1;
    for (int j = 0; j < len; j++)
        if (!(vecs[0][j] >= top[j] - TIE)) { first = 0; break; }
    if (first) return -1;
    size_t off = arena_take(&x->plans, (size_t)len);
    uint8_t *pk = (uint8_t *)(x->plans.p + off);
    for (int j = 0; j < len; j++) {
        double low = top[j] - TIE;
        int i = 0;
        while (vecs[i][j] < low) i++;
        pk[j] = (uint8_t)i;
    }
    (void)nv;
    return (int64_t)off;
}

static int64_t expand(Ctx *x, int32_t h, int s, int e) {
    int span = x->span, len = x->width;
    double total = x->total;
    int mark = x->ntmp;
    Opt *opts = tmp_alloc(x, sizeof(Opt) * NK);
    int success;
    double gain;
    int nd = options(x, h, s, e, &success, &gain, opts);
    /* the options' values (recursing) */
    int64_t *vals = tmp_alloc(x, sizeof(int64_t) * (size_t)(nd * (2 * NK + 1) + 1));
    int pos = 0;
    for (int d = 0; d < nd; d++)
        for (int q = 0; q < opts[d].nopts; q++) {
            int32_t o = opts[d].opt[q];
            vals[pos++] = o < 0 ? -1 : value(x, o >> 1, o & 1);
        }
    /* from here the arenas may still grow (best vectors, picks): pointers are taken late */
    int64_t vo = new_vec(x);
    size_t planoff = arena_take(&x->plans, sizeof(PlanHead) + (size_t)nd * sizeof(DrawHead));
    size_t *optoff = tmp_alloc(x, sizeof(size_t) * (size_t)(nd + 1));
    int *isch = tmp_alloc(x, sizeof(int) * (size_t)(nd + 1));
    for (int d = 0; d < nd; d++) {
        optoff[d] = arena_take(&x->plans, (size_t)opts[d].nopts * sizeof(int32_t));
        memcpy(x->plans.p + optoff[d], opts[d].opt, (size_t)opts[d].nopts * sizeof(int32_t));
    }
    int followed = success;
    pos = 0;
    double *vecs[2 * NK + 2];
    double *scratch = tmp_alloc(x, sizeof(double) * (size_t)len * (size_t)(nd + 1));
    const double **bestp = tmp_alloc(x, sizeof(double *) * (size_t)(nd + 1));
    for (int d = 0; d < nd; d++) {
        Opt *o = &opts[d];
        followed += o->wk;
        double p = o->wk / total;
        int64_t pk = -1;
        int64_t *vv = vals + pos;
        pos += o->nopts;
        int first = o->opt[0] < 0 ? 1 : 0;  /* throwing back is valued below */
        isch[d] = first;
        if (o->nopts - first == 1) bestp[d] = AT(x->dbl, double, vv[first]);
        else {
            double *bp = scratch + (size_t)d * len;
            memcpy(bp, AT(x->dbl, double, vv[first]), (size_t)len * sizeof(double));
            for (int q = first + 1; q < o->nopts; q++) vmax(bp, AT(x->dbl, double, vv[q]), len);
            bestp[d] = bp;
            if (!first) {
                for (int q = 0; q < o->nopts; q++) vecs[q] = AT(x->dbl, double, vv[q]);
                pk = picks_of(x, vecs, o->nopts, bp);
            }
        }
        DrawHead *dh = (DrawHead *)(x->plans.p + planoff + sizeof(PlanHead) + d * sizeof(DrawHead));
        dh->p = p; dh->nopts = o->nopts; dh->picks = pk;
    }
    double stay = (double)(x->total - followed) / total;
    double win_now = success / total;
    double a[192];
    int nb = 0;
    for (int d = 0; d < nd; d++) {
        if (isch[d]) continue;
        double p = opts[d].wk / total;
        const double *b = bestp[d];
        if (nb == 0) for (int j = 0; j < len; j++) a[j] = p * b[j];
        else for (int j = 0; j < len; j++) a[j] = a[j] + p * b[j];
        nb++;
    }
    /* the value half gains the payoffs, not the chance */
    int two = 2 * span;
    if (nb) {
        if (win_now) {
            double gain_now = gain / total;
            for (int j = 0; j < two; j++) a[j] = win_now + a[j];
            for (int j = two; j < len; j++) a[j] = gain_now + a[j];
        }
    } else {
        for (int j = 0; j < two; j++) a[j] = win_now;
        for (int j = two; j < len; j++) a[j] = gain / total;
    }
    /* the draws choosing between throwing back and the extra moves, in draw order */
    int *chosen = tmp_alloc(x, sizeof(int) * (size_t)(nd + 1));
    double *chp = tmp_alloc(x, sizeof(double) * (size_t)(nd + 1));
    int nch = 0;
    for (int d = 0; d < nd; d++)
        if (isch[d]) { chosen[nch] = d; chp[nch++] = opts[d].wk / total; }
    double *v = AT(x->dbl, double, vo);
    for (int off = s == 0 ? span : 0; off < len; off += span) {
        double prev = 0.0;
        for (int mm = off + 1; mm < off + span; mm++) {
            int j = mm - 1;
            double xx = a[j] + stay * prev;
            for (int q = 0; q < nch; q++) {
                double y = bestp[chosen[q]][j];
                xx += chp[q] * (y > prev ? y : prev);
            }
            v[mm] = prev = xx;
        }
    }
    if (s == 0) for (int j = 0; j < span; j++) v[j] = 1.0;
    pos = 0;
    for (int d = 0; d < nd; d++) {
        Opt *o = &opts[d];
        if (isch[d]) {
            double *vs[2 * NK + 2];
            vs[0] = AT(x->dbl, double, vo);
            for (int q = 1; q < o->nopts; q++) vs[q] = AT(x->dbl, double, vals[pos + q]);
            double top[192];
            memcpy(top, vs[0], (size_t)len * sizeof(double));
            for (int q = 1; q < o->nopts; q++) vmax(top, vs[q], len);
            int64_t pk = picks_of(x, vs, o->nopts, top);
            DrawHead *dh = (DrawHead *)(x->plans.p + planoff + sizeof(PlanHead) + d * sizeof(DrawHead));
            dh->picks = pk;
        }
        pos += o->nopts;
    }
    PlanHead *ph = (PlanHead *)(x->plans.p + planoff);
    ph->stay = stay; ph->win_now = win_now; ph->ndraws = nd; ph->pad = 0;
    for (int d = 0; d < nd; d++) {
        DrawHead *dh = (DrawHead *)(x->plans.p + planoff + sizeof(PlanHead) + d * sizeof(DrawHead));
        dh->opts = (int64_t)optoff[d];
    }
    x->nodes[h].plan[e] = (int64_t)planoff;
    tmp_free_to(x, mark);
    return vo;
}

static int64_t value(Ctx *x, int32_t h, int e) {
    if (x->nodes[h].val[e] >= 0) return x->nodes[h].val[e];
    int s = x->nodes[h].sh;
    int64_t v;
    if (e == 1 && s <= 1 && x->worth) {
        v = valued_leaf(x, h, s);
    } else if (e == 1 && s == 0) {
        int w = win_weight(x, h);
        v = x->ready_leaf[w];
        if (v < 0) {
            int64_t cf = closed_form(x, w);
            v = new_vec(x);
            double *p = AT(x->dbl, double, v);
            for (int j = 0; j < x->span; j++) p[j] = 1.0;
            memcpy(p + x->span, AT(x->dbl, double, cf), (size_t)x->span * sizeof(double));
            x->ready_leaf[w] = v;
        }
    } else if (e == 1 && s == 1) {
        v = near_leaf(x, h);
    } else {
        tick(x);
        v = expand(x, h, s, e);
    }
    x->nodes[h].val[e] = v;
    return v;
}

/* --- the forward passes (lookahead._Flow) --- */

typedef struct { int32_t node; int32_t pad; int64_t arr; } Entry;

typedef struct {
    Ctx *x;
    int win, n, off;
    Arena a;              /* arrival vectors (n + 1 doubles); ``reached`` at offset 0 */
    Entry *lv[MAXS][2]; int nlv[MAXS][2], caplv[MAXS][2];
    int64_t *map[2];      /* node -> arrival offset + 1, 0: none */
    int32_t mapn;
    int64_t pool[160];
    int order[160], norder;
    double *back; int *nback;  /* scratch: n rows of probabilities */
} Flow;

static int64_t fvec(Flow *f) {
    size_t off = arena_take(&f->a, (size_t)(f->n + 1) * sizeof(double));
    memset(f->a.p + off, 0, (size_t)(f->n + 1) * sizeof(double));
    return (int64_t)off;
}

static int64_t pool_of(Flow *f, int w) {
    if (f->pool[w] < 0) { f->pool[w] = fvec(f); f->order[f->norder++] = w; }
    return f->pool[w];
}

static int64_t dest(Flow *f, int32_t c, int e) {
    Ctx *x = f->x;
    int s = x->nodes[c].sh;
    if (f->win) {
        if (e == 1 && s == 0) return pool_of(f, win_weight(x, c));
    } else if (s == 0) {
        return 0;
    } else if (e == 1 && s == 1) {
        return pool_of(f, ready_weight(x, c));
    }
    if (c >= f->mapn) fail(MJK_INTERNAL);  /* flows only meet states the value pass made */
    int64_t got = f->map[e][c];
    if (got) return got - 1;
    int64_t v = fvec(f);
    f->map[e][c] = v + 1;
    if (f->nlv[s][e] == f->caplv[s][e]) {
        int cap = f->caplv[s][e] ? f->caplv[s][e] * 2 : 256;
        Entry *q = realloc(f->lv[s][e], (size_t)cap * sizeof(Entry));
        if (!q) fail(MJK_NO_MEMORY);
        f->lv[s][e] = q; f->caplv[s][e] = cap;
    }
    Entry *en = &f->lv[s][e][f->nlv[s][e]++];
    en->node = c; en->arr = v;
    return v;
}

#define FV(off) AT(f->a, double, off)

/* Mass at a state at each draw (``cur``, n values), the draws not followed keeping it. */
static void drawing(Flow *f, int64_t arr, double stay, int useback, double *cur) {
    int n = f->n;
    double carry = 0.0;
    const double *in = FV(arr);
    for (int t = 0; t < n; t++) {
        double c = cur[t] = in[t] + carry;
        carry = c * stay;
        if (useback) {
            int row = n - t - 1;
            for (int q = 0; q < f->nback[row]; q++) carry += c * f->back[(size_t)row * 64 + q];
        }
    }
}

static void follow(Flow *f, int64_t planoff, int64_t arr) {
    Ctx *x = f->x;
    int n = f->n, off = f->off;
    PlanHead *ph = AT(x->plans, PlanHead, planoff);
    int nd = ph->ndraws;
    double stay = ph->stay, win_now = ph->win_now;
    int useback = 0;
    for (int j = 0; j < n; j++) f->nback[j] = 0;
    /* which: -1 per draw not taken; else taken, with a constant pick or a per-column one */
    int which[NK + 1];
    const uint8_t *half[NK + 1];
    for (int d = 0; d < nd; d++) {
        DrawHead *dh = (DrawHead *)(x->plans.p + planoff + sizeof(PlanHead) + d * sizeof(DrawHead));
        const int32_t *opts = AT(x->plans, int32_t, dh->opts);
        half[d] = NULL;
        int w = 0;
        if (dh->picks >= 0) {
            const uint8_t *pk = (const uint8_t *)(x->plans.p + dh->picks) + off;
            int same = 1;
            for (int j = 1; j < n; j++) if (pk[j] != pk[0]) { same = 0; break; }
            if (same) w = pk[0];
            else half[d] = pk;
        }
        which[d] = 1;
        if (!half[d]) {
            if (opts[w] < 0) {
                useback = 1;
                for (int j = 0; j < n; j++) f->back[(size_t)j * 64 + f->nback[j]++] = dh->p;
                which[d] = -1;
                continue;
            }
            which[d] = 2 + w;
        } else {
            int hasnone = 0;
            for (int q = 0; q < dh->nopts; q++) hasnone |= opts[q] < 0;
            if (hasnone) {
                useback = 1;
                for (int j = 0; j < n; j++)
                    if (opts[half[d][j]] < 0) f->back[(size_t)j * 64 + f->nback[j]++] = dh->p;
            }
        }
    }
    double cur[64];
    drawing(f, arr, stay, useback, cur);
    if (win_now) {
        double *r = FV(0);
        for (int t = 0; t < n; t++) r[t + 1] = r[t + 1] + cur[t] * win_now;
    }
    for (int d = 0; d < nd; d++) {
        if (which[d] < 0) continue;
        DrawHead *dh = (DrawHead *)(x->plans.p + planoff + sizeof(PlanHead) + d * sizeof(DrawHead));
        const int32_t *opts = AT(x->plans, int32_t, dh->opts);
        double p = dh->p;
        if (!half[d]) {
            int32_t o = opts[which[d] - 2];
            int64_t dd = dest(f, o >> 1, o & 1);
            double *v = FV(dd);
            for (int t = 0; t < n; t++) v[t + 1] = v[t + 1] + p * cur[t];
            continue;
        }
        int64_t dests[2 * NK + 2];
        int nopts = dh->nopts;
        for (int q = 0; q < nopts; q++) dests[q] = -1;
        for (int t = 0; t < n; t++) {
            int i = half[d][n - t - 1];
            int32_t o = opts[i];
            if (o < 0) continue;
            if (dests[i] < 0) dests[i] = dest(f, o >> 1, o & 1);
            FV(dests[i])[t + 1] += cur[t] * p;
        }
    }
}

static void leaf_flow(Flow *f, int32_t h, int64_t arr) {
    Ctx *x = f->x;
    int n = f->n;
    leaf_groups(x, h);
    int ng = x->nodes[h].ngroups;
    int sumc = 0;
    for (int j = 0; j < ng; j++) sumc += AT(x->sints, int32_t, x->nodes[h].groups)[2 * j + 1];
    double total = x->total;
    double stay = (double)(x->total - sumc) / total;
    double cur[64];
    for (int j = 0; j < n; j++) f->nback[j] = 0;
    drawing(f, arr, stay, 0, cur);
    for (int j = 0; j < ng; j++) {
        int32_t *gr = AT(x->sints, int32_t, x->nodes[h].groups);
        int top = gr[2 * j], copies = gr[2 * j + 1];
        int64_t po = pool_of(f, top);
        double p = copies / total;
        double *v = FV(po);
        for (int t = 0; t < n; t++) v[t + 1] = v[t + 1] + p * cur[t];
    }
}

static void flow_free(Flow *f) {
    free(f->a.p);
    for (int s = 0; s < MAXS; s++) for (int e = 0; e < 2; e++) free(f->lv[s][e]);
    free(f->map[0]); free(f->map[1]); free(f->back); free(f->nback);
    memset(f, 0, sizeof(*f));
}

static void flow_run(Flow *f, Ctx *x, int win, int32_t root, int e0, double *out) {
    f->x = x; f->win = win; f->n = x->draws; f->off = win ? x->span : 0;
    for (int w = 0; w < 160; w++) f->pool[w] = -1;
    f->mapn = x->nnodes;
    f->map[0] = calloc((size_t)x->nnodes, sizeof(int64_t));
    f->map[1] = calloc((size_t)x->nnodes, sizeof(int64_t));
    f->back = malloc(sizeof(double) * 64 * (size_t)(f->n + 1));
    f->nback = calloc((size_t)(f->n + 1), sizeof(int));
    if (!f->map[0] || !f->map[1] || !f->back || !f->nback) fail(MJK_NO_MEMORY);
    int n = f->n;
    fvec(f);  /* reached */
    FV(dest(f, root, e0))[0] = 1.0;
    for (int s = MAXS - 1; s >= 0; s--)
        for (int e = 0; e < 2; e++)
            for (int q = 0; q < f->nlv[s][e]; q++) {
                Entry en = f->lv[s][e][q];
                tick(x);
                if (win && s == 1 && e == 1) leaf_flow(f, en.node, en.arr);
                else follow(f, x->nodes[en.node].plan[e], en.arr);
            }
    double total = x->total;
    for (int q = 0; q < f->norder; q++) {
        int w = f->order[q];
        double pr = total ? w / total : 0.0;
        double cur = 0.0;
        const double *arr = FV(f->pool[w]);
        double *reached = FV(0);
        for (int t = 0; t < n; t++) {
            cur += arr[t];
            double xx = cur * pr;
            reached[t + 1] += xx;
            cur -= xx;
        }
    }
    double acc = 0.0;
    const double *reached = FV(0);
    for (int t = 1; t <= n; t++) { acc += reached[t]; out[t - 1] = acc; }
}

/* --- the face ctypes sees --- */

static int is_flag(int v) { return v == 0 || v == 1; }

/* NULL for an out-of-contract call (``n`` not 1, 4, 7, 10 or 13, a flag not 0 or 1) as for
 * no memory: the caller checks its arguments first, so either is a refusal, never a read
 * outside the tables. */
void *mjk_new(int n, int special, int sevens, int four, int orphans, legal_fn legal,
              cancel_fn cancel, worth_fn worth) {
    if (n < 1 || n > 13 || n % 3 != 1) return NULL;
    if (!is_flag(special) || !is_flag(sevens) || !is_flag(four) || !is_flag(orphans)) return NULL;
    Ctx *x = calloc(1, sizeof(Ctx));
    if (!x) return NULL;
    x->n = n; x->special = special; x->sevens = sevens; x->four = four; x->orphans = orphans;
    x->legal = legal; x->cancel = cancel; x->worth = worth;
    x->poll_left = POLL_EVERY;
    return x;
}

/* Hands with melds: ``melded`` the copies in the melds, ``capg`` per group whether it is
 * capped (a suit's programme and cost vector worked out here, the vector's id from
 * ``internf``; the honours' id from ``gidf``), ``ntab`` the shipped vectors, ``top`` and
 * ``window`` (per suit divisor and modulus, 0 0 for none) as in the Evaluator. Always 0 (the
 * maps grow as keys are met), or MJK_BAD_INPUT for a value out of its range (a count
 * outside 0–4, a flag not 0 or 1, ``top`` outside 0–4, a table or window below 0, a callback
 * missing), the session left as it was. */
int mjk_melds(void *p, const int8_t *melded, const int *capg, int ntab, int top,
              const int *window, gid_fn gidf, prod_fn prodf, vec_fn vecf, intern_fn internf) {
    Ctx *x = p;
    if (!x || !melded || !capg || !window || !gidf || !prodf || !vecf || !internf)
        return MJK_BAD_INPUT;
    for (int t = 0; t < NK; t++) if (melded[t] < 0 || melded[t] > 4) return MJK_BAD_INPUT;
    for (int g = 0; g < 4; g++) if (!is_flag(capg[g])) return MJK_BAD_INPUT;
    for (int i = 0; i < 6; i++) if (window[i] < 0) return MJK_BAD_INPUT;
    if (ntab <= 0 || top < 0 || top > 4) return MJK_BAD_INPUT;
    x->capped = 1;
    x->ntab = ntab;
    x->top = top;
    x->gidf = gidf; x->prodf = prodf; x->vecf = vecf; x->internf = internf;
    for (int t = 0; t < NK; t++) x->melded[t] = melded[t];
    for (int t = 0; t < 27; t++) x->caps[t] = (int8_t)(4 - melded[t]);
    for (int g = 0; g < 3; g++) { x->wdiv[g] = window[2 * g]; x->wmod[g] = window[2 * g + 1]; }
    for (int g = 0; g < 4; g++) x->capg[g] = capg[g];
    return 0;
}

/* The knitted shapes (MCR): ``knitted`` whether 全不靠 counts, ``six`` the six knitted
 * straights' kinds (9 each), ``usable`` a bit per straight a 组合龙 may use beside these
 * ``nmelds`` melds (Evaluator.straights). */
void mjk_knitted(void *p, int knitted, const int8_t *six, int usable, int nmelds) {
    Ctx *x = p;
    x->knitted = knitted;
    x->nstraights = 0;
    for (int s = 0; s < 6; s++) {
        memcpy(x->six[s], six + 9 * s, 9);
        if (usable >> s & 1) memcpy(x->straights[x->nstraights++], six + 9 * s, 9);
    }
    x->knits = x->nstraights > 0 && x->n / 3 + nmelds == 4;
}

void mjk_free(void *p) {
    Ctx *x = p;
    if (!x) return;
    free(x->nodes); free(x->table); free(x->ints.p); free(x->lkeys); free(x->lvals);
    free(x->ckeys); free(x->cvals);
    free(x->wkeys); free(x->wvals); free(x->wused); free(x->vleaves.slots);
    free(x->dbl.p); free(x->plans.p); free(x->sints.p); free(x->leaves.slots);
    for (int g = 0; g < 4; g++) keymap_free(&x->gids[g]);
    for (int g = 0; g < 3; g++) keymap_free(&x->progs[g]);
    free(x->pkeys); free(x->pvals); free(x->vext); free(x->vhave);
    tmp_free_to(x, 0);
    free(x->tmp);
    free(x);
}

/* Whether a search's arguments keep the contract: ``root`` the session's ``n`` tiles, each
 * count 0–4; each ``wall[k]`` from ``root[k]`` to 4 and their difference above 0 in all;
 * ``draws`` 1–17; ``e0`` 0 or 1; the outputs given. */
static int search_contract(const Ctx *x, const int8_t *root, const int32_t *wall, int draws,
                           int e0, const double *tenpai, const double *win, const double *val) {
    if (!x || !root || !wall || !tenpai || !win || !val) return 0;
    if (draws < 1 || draws > 17 || !is_flag(e0)) return 0;
    int held = 0, total = 0;
    for (int k = 0; k < NK; k++) {
        if (root[k] < 0 || root[k] > 4 || wall[k] < root[k] || wall[k] > 4) return 0;
        held += root[k];
        total += wall[k] - root[k];
    }
    return held == x->n && total > 0;
}

/* The two series of one 13-tile root over ``wall`` (wall[k] - root[k] copies left, total
 * above 0), and with a payoff its expected worth in ``value``: 0, or MJK_CANCELLED,
 * MJK_CALLBACK_FAILED, MJK_NO_MEMORY, MJK_INTERNAL (a bug), MJK_BAD_INPUT (arguments out of
 * the contract, checked before anything is read: see search_contract). */
int mjk_search(void *p, const int8_t *root, const int32_t *wall, int draws, int e0,
               double *tenpai, double *win, double *value_out) {
    Ctx *x = p;
    if (!search_contract(x, root, wall, draws, e0, tenpai, win, value_out)) return MJK_BAD_INPUT;
    jmp_buf here;
    jmp_buf *saved = g_abort;
    Flow f1, f2;
    memset(&f1, 0, sizeof(f1));
    memset(&f2, 0, sizeof(f2));
    g_abort = &here;
    int code = setjmp(here);
    if (code) {
        tmp_free_to(x, 0);
        flow_free(&f1); flow_free(&f2);
        g_abort = saved;
        return code;
    }
    x->wall = wall;
    x->draws = draws;
    x->span = draws + 1;
    x->width = (x->worth ? 3 : 2) * x->span;
    int total = 0;
    for (int k = 0; k < NK; k++) total += wall[k] - root[k];
    x->total = total;
    for (int32_t i = 0; i < x->nnodes; i++) reset_search_fields(&x->nodes[i]);
    x->dbl.n = x->plans.n = x->sints.n = 0;
    for (int w = 0; w < 160; w++) x->closed[w] = x->ready_leaf[w] = -1;
    if (x->leaves.slots) for (size_t j = 0; j <= x->leaves.mask; j++) x->leaves.slots[j] = -1;
    x->leaves.count = 0;
    if (x->vleaves.slots) for (size_t j = 0; j <= x->vleaves.mask; j++) x->vleaves.slots[j] = -1;
    x->vleaves.count = 0;
    int isnew;
    int32_t r = node_of(x, pack(root), -9, &isnew);
    if (isnew) {
        int keys[4];
        keys_of(root, keys);
        x->nodes[r].sh = (int8_t)minimum(x, root, keys, x->n);
    }
    int64_t rv = value(x, r, e0);
    *value_out = x->worth ? AT(x->dbl, double, rv)[2 * x->span + draws] : 0.0;
    if (x->nodes[r].sh == 0) for (int t = 0; t < draws; t++) tenpai[t] = 1.0;
    else flow_run(&f1, x, 0, r, e0, tenpai);
    flow_free(&f1);
    flow_run(&f2, x, 1, r, e0, win);
    flow_free(&f2);
    g_abort = saved;
    return 0;
}

/* States met so far (for the tests and the benchmark). */
int mjk_states(void *p) { return ((Ctx *)p)->nnodes; }
