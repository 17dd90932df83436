# Kalah 3D: every word of the game's overlay and web page, in English.
# The other files (es, ru, cs) have the same ids with the same variables.

language-name = English
language = Language

## HUD

hud-new-game = New game…
hud-controls = Controls
hud-rules = Rules
hud-undo = Undo
hud-redo = Redo
hud-hint = Hint
hud-hint-busy = Hint…
hud-swap = Swap sides
hud-pause = Pause
hud-resume = Resume
hud-skip = Skip
hud-speed = Speed
hud-mute = Mute
status-rules = { $rules } · { $seeds ->
    [one] { $seeds } seed a pit
   *[other] { $seeds } seeds a pit
}
status-extra-turn = Extra turn for { $side }!
status-paused = Paused
status-sowing = Sowing…
status-sows = { $seat } sows…
status-thinking = { $seat } is thinking…
status-to-move = { $seat } to move: { $how }
refused-turn = Not now: { $seat } to move
refused-sowing = Wait for the seeds to land
refused-paused = The game is paused
refused-illegal = That pit cannot be sown now
status-replay = { $ply ->
    [0] Replay: the start, { $total } moves to come
   *[other] Replay: move { $ply } of { $total }
}
save-set-aside-title = Saved game set aside
save-set-aside = The saved game could not be read. It was kept as { $file } and a new game started.
save-set-aside-ok = OK

hud-settings = Settings
settings-title = Settings
settings-sound = Sound
settings-master-volume = Master volume
settings-effects-volume = Effects volume
settings-mute = Mute
settings-close = Close
settings-display = Display
settings-view = View
settings-view-3d = 3D
settings-view-top-down = Top-down
settings-ui-scale = UI scale
settings-ui-scale-auto = Auto ({ $percent }%)
settings-ui-scale-auto-means = Auto keeps the display's own scale and grows the overlay on a window taller than 960 points, up to 150%.
settings-ui-scale-percent = { $percent }%
settings-gem-colours = Gem colours
settings-gems-classic = Classic
settings-gems-colour-safe = Colour-blind safe
settings-contrast = Contrast
settings-contrast-high = High
settings-turn = Two at one screen
settings-turn-board = Turn the board to the side to move
settings-motion = Motion
settings-motion-reduced = Reduced (no arcs)
settings-quality = Graphics
settings-quality-auto-high = Auto: High
settings-quality-auto-software = Auto: Low (software rendering)
settings-quality-auto-slow = Auto: Low (frames were slow)
settings-quality-low = Low
settings-quality-high = High
settings-quality-means = High draws shadows, smooth edges, round gems and fine wood grain. Low draws faster: no shadows or smoothing, simpler gems and grain. Auto chooses Low on software rendering or when frames are slow.
settings-window = Window
settings-fullscreen = Fullscreen
settings-online = Online
settings-key-means = Your player key is you on the server: your name and your ratings. Keep it secret. If you lose it, they are lost for good; to play as yourself on another device, copy it there.
settings-key-none = This device could not make a key: you play online as a guest (casual games only).
settings-key = Player key
settings-key-show = Show
settings-key-hide = Hide
settings-key-copy = Copy
settings-key-paste = Key from another device
settings-key-use = Use this key
settings-key-use-means = Replaces this device's key: you play as the player of the pasted key from the next game on.
settings-key-wrong-length = A key is 32 digits and letters a to f.
settings-key-not-hex = A key has only the digits 0 to 9 and the letters a to f.
settings-key-copied = Key copied.
settings-key-replaced = The pasted key is yours now.

## Sides and players

side-south = South
side-north = North
seat = { $side } ({ $who })
seat-you = You
seat-opponent = Opponent
player-human = Human
player-remote = Online opponent
player-ai = { $level ->
    [beginner] AI Beginner
    [easy] AI Easy
   *[medium] AI Medium
    [hard] AI Hard
    [master] AI Master
}

## How to move, for the input last used

move-mouse = click a pit
move-mouse-swap = click a pit, or swap sides
move-mouse-choice = { $sow } sows counter-clockwise, { $sow-cw } clockwise
move-keys-pick = arrows or 1–{ $pits } pick a pit
move-pad-pick = d-pad or stick picks a pit
move-sow = { $pick }, { $sow } sows it
move-sow-swap = { $pick }, { $sow } sows it, { $swap } swaps sides
move-sow-choice = { $pick }, { $sow } sows counter-clockwise, { $sow-cw } clockwise
either = { $a } or { $b }

## The hint

hint = Hint: { $move } ({ $value })
hint-pit = pit { $pit }
hint-pit-cw = pit { $pit } clockwise
hint-swap = swap sides
hint-draw = a draw, proven
hint-wins = wins by { $by }, proven
hint-loses = loses by { $by }, proven
hint-even = about even after depth { $depth }
hint-about = about { $value } after depth { $depth }

## Game over

over-title = Game over
over-you-win = You win!
over-wins = { $seat } wins
over-draw = A draw
over-no-moves = A player has no move left.
over-majority = A store holds more than half of the seeds.
over-no-progress = No seed reached a store for too long.
over-repetition = A position came back: each player took the seeds on their side.
over-play-again = Play again
over-review = Review

## Said after each move (screen readers)

said-sowed = { $seat } sowed pit { $pit }: { $seeds ->
    [one] one seed
   *[other] { $seeds } seeds
}
said-sowed-cw = { $seat } sowed pit { $pit } clockwise: { $seeds ->
    [one] one seed
   *[other] { $seeds } seeds
}
said-swapped = { $seat } swapped sides (pie rule)
said-relays = { $relays ->
    [one] relayed once
   *[other] relayed { $relays } times
}
said-captured = captured { $seeds }
said-tuzdyk = a tuzdyk claimed in the opponent's pit { $pit }
said-to-tuzdyk = { $seeds ->
    [one] one seed
   *[other] { $seeds } seeds
} into a tuzdyk
said-grand-slam = a grand slam: nothing captured
said-fours = { $fours ->
    [one] one four
   *[other] { $fours } fours
}
said-again = { $seat } moves again.
said-your-turn = Your turn.
said-your-turn-again = Your turn again.
said-to-move = { $seat } to move.
said-stores = { $south } { $south_seeds }, { $north } { $north_seeds }.

## The board for screen readers: each pit and store, and where a pit's last seed lands

board-pit = { $side } pit { $pit }, { $seeds ->
    [one] one seed
   *[other] { $seeds } seeds
}
board-tuzdyk = tuzdyk of { $side }
board-store = { $side } store, { $seeds ->
    [one] one seed
   *[other] { $seeds } seeds
}
board-counter-clockwise = counter-clockwise
board-clockwise = clockwise
board-lands-own-store = lands in your store
board-lands-other-store = lands in your opponent's store
board-lands-own-pit = lands in your pit { $pit }
board-lands-other-pit = lands in your opponent's pit { $pit }
board-online-your-turn = your move, against an opponent online
board-online-their-turn = { $seat } to move, online

## Moves

moves-title = Moves
moves-none = No moves yet.
moves-start = Start

## Replay and review

replay-title = Replay
replay-where = Move { $ply } of { $total }
replay-clocks = Clocks after this move: { $first } · { $second }
replay-first = To the start
replay-back = Back
replay-play = Play
replay-stop = Stop
replay-forward = Forward
replay-last = To the end
replay-take-over = Take over from here
replay-take-over-start = Play from here
replay-unplayable-title = Cannot replay this game
replay-unplayable = The game's record cannot be played: { $reason }
replay-unplayable-ok = OK
review-start = Review the game
review-running = Reviewing: move { $done } of { $total }
review-cancel = Cancel
review-done = Reviewed in { $seconds } s · proven exactly: { $exact } of { $total }
review-waiting = This move is not reviewed yet.
review-graph = The game's value for South, in seeds: above the line South leads; filled points are proven. Click to go to a move.
review-played = Move { $ply } ({ $side }): { $move } — { $value }
review-best = Best: { $move } — { $value }
review-mark = { $lost ->
    [0] { $mark }
    [one] { $mark }: { $lost } seed of value lost
   *[other] { $mark }: { $lost } seeds of value lost
}
mark-best = Best
mark-good = Good
mark-inaccuracy = Inaccuracy
mark-mistake = Mistake
mark-blunder = Blunder

## New-game dialog

dialog-title = New game
dialog-rules = Rules
dialog-seeds = Seeds per pit
dialog-seeds-young = 3 – young players
dialog-seeds-normal = 4 – normal
dialog-seeds-advanced = 5 – advanced
dialog-pits = Pits per side
dialog-starter = Who starts
dialog-how-to-play = How this rule set plays
dialog-start = Start
starter-random = Random
starter-winner = Winner of last game
starter-alternate = Alternate

## Rule sets

rules-custom = Custom
rules-custom-about = Your own rule set: every switch below.
preset-kalah = Kalah
preset-kalah-about = Champion's Kalah: extra turn in your store, capture opposite seeds.
preset-kalah-source = William J. Champion's game, USA, mid-20th century.
preset-general = General
preset-general-about = The plain game: no extra turns, no captures, leftovers do not count.
preset-general-source = The general rules of a Spanish page on Kalah.
preset-egyptian = Egyptian
preset-egyptian-about = Kalah where an empty own pit always captures, even facing nothing.
preset-egyptian-source = The Egyptian rules of the same Spanish page.
preset-ethiopian = Ethiopian
preset-ethiopian-about = Sow either way each turn; lift only pits of 2 or more.
preset-ethiopian-source = The Ethiopian rules of the same Spanish page.
preset-nigerian = Nigerian
preset-nigerian-about = Relay sowing through both stores; every four goes to the pit's owner.
preset-nigerian-source = The Nigerian rules of the same Spanish page.
preset-zillions = Zillions
preset-zillions-about = At most 3 extra turns in a row; a store past half wins at once.
preset-zillions-source = Kalah as the Zillions of Games program plays it.
preset-russian = Russian
preset-russian-about = Kalah with 3 seeds and the pie rule: the second player may swap.
preset-russian-source = Kalah as a Russian page teaches it, with the pie rule.
preset-kalaha = Kalaha
preset-kalaha-about = Czech Kalaha: 6 seeds, and an empty own pit always captures.
preset-kalaha-source = Kalaha as a Czech page teaches it: 6 stones a pit, the starter drawn by lot.
preset-oware = Oware
preset-oware-about = Oware Abapa: captures of 2 or 3 on the opponent's side; feed your opponent.
preset-oware-source = The Oware Society's Abapa rules, as tournaments play them.
preset-awari = Awari
preset-awari-about = Awari as Romein and Bal solved it: Oware played out to the last seed.
preset-awari-source = The rules under which J. W. Romein and H. E. Bal solved Awari (2003).
preset-songo = Songo
preset-songo-about = Songo: 7 pits of 5 seeds; captures of 2 or 4 on the opponent's side.
preset-songo-source = P. H. G. Powell-Cotton, “A Mancala Board called Songo”, Man, 1931.
preset-bohnenspiel = Bohnenspiel
preset-bohnenspiel-about = The German bean game: 6 beans a pit; a last bean making 2, 4 or 6 on either side captures.
preset-bohnenspiel-source = Das Bohnenspiel, after the Deutsches Spielhandbuch (1937).
preset-toguz_kumalak = Toguz Kumalak
preset-toguz_kumalak-about = 9 pits of 9 seeds; even counts capture, and a three makes your tuzdyk.
preset-toguz_kumalak-source = The Toguz Korgool federation's rules, codified in 1949.

## The custom switches

custom-stores = Stores sown
custom-stores-own = own only
custom-stores-both = both
custom-direction = Direction
custom-direction-ccw = counter-clockwise
custom-direction-choice = player's choice
custom-min-lift = Lift pits with at least
custom-seeds-suffix = { $count ->
    [one] {" "}seed
   *[other] {" "}seeds
}
custom-extra = Extra turn in own store
custom-extra-never = never
custom-extra-always = always
custom-extra-at-most = at most
custom-in-a-row = {" "}in a row
custom-capture = Capture
custom-capture-none = none
custom-capture-opposite = opposite non-empty
custom-capture-always = always
custom-sowing = Sowing
custom-relay = relay
custom-fours = fours to the owner
custom-end = Game ends
custom-end-after-any = after any move
custom-end-turn-start = at turn start
custom-leftover = Leftover seeds
custom-leftover-owner = to their owner
custom-leftover-uncounted = uncounted
custom-also-ends = Also ends
custom-majority = when a store holds more than half
custom-no-progress = after decisions without progress:
custom-stores-none = none (houses)
custom-lap = Start pit on a lap
custom-lap-sown = gets a seed
custom-lap-skip = skipped
custom-lap-back = gets the first seed
custom-counts = Capture by count
custom-counts-none = none
custom-counts-even = even counts
custom-counts-these = these counts:
custom-count-side = Captures in
custom-count-side-opponent = the opponent's pits
custom-count-side-either = any pit
custom-chain = and the pits before it
custom-grand-slam = Grand slam
custom-grand-slam-captures = captures
custom-grand-slam-no-capture = captures nothing
custom-grand-slam-forbidden = forbidden
custom-feed = Feeding
custom-feed-must = an empty opponent must be given seeds
custom-tuzdyk = Tuzdyk
custom-tuzdyk-claim = a three in an opponent's pit claims it
custom-repetition = when a position comes back
custom-pie = Pie rule
custom-pie-swap = the second player may swap sides

## Why a rule set cannot be played

error-pits = Pits per side must be { $min }–{ $max }, not { $value }.
error-seeds = Seeds per pit must be { $min }–{ $max }, not { $value }.
error-min-lift-zero = A pit must need at least 1 seed to be lifted.
error-no-opening-move = No first move: the pits start with { $seeds } but a pit needs { $min } to be lifted.
error-extra-cap-zero = At most 0 extra turns in a row means never: choose “never”.
error-choice-needs-limit = Sowing either way can repeat positions forever: set an end after decisions without progress.
error-no-progress-zero = The game must end after at least 1 decision without progress.
error-extra-turn-unsown-store = When the stores are not sown no last seed lands in a store: extra turns must be “never”.
error-skip-and-first-back = Sowing cannot both skip the pit it started from and put the first seed back into it.
error-count-switch-without-counts = The side of a capture, its chain and the grand slam need captures by count: choose the counts that capture.
error-relay-with-counts = Relay sowing cannot go with captures by count or the tuzdyk.
error-feed-needs-turn-start = The duty to feed needs the game to end only when the player to move has no move.
error-tuzdyk-one-direction = The tuzdyk needs sowing in one direction (counter-clockwise).
error-unsown-stores-need-end = When the stores are not sown, seeds can go round forever: end the game when a position comes back or after decisions without progress.
error-unknown-preset = There is no rule set called “{ $name }”.
error-rules-json = The rule set cannot be read: { $detail }
error-rules-file = The rule set's file cannot be read: { $detail }
error-not-a-replay = Only a game being replayed can be taken over.
illegal-move = Move { $move } cannot be played: { $why }
illegal-game-over = the game is over.
illegal-no-pie = this rule set has no pie rule.
illegal-swap-not-offered = a swap is allowed only as the second player's first decision, once a game.
illegal-no-such-pit = there is no pit { $pit } (pits are numbered 1 to { $pits }).
illegal-ccw-only = this rule set sows counter-clockwise only.
illegal-must-feed = your opponent has no seeds, and another move would give them some.
illegal-grand-slam = this move would capture all your opponent’s seeds (a grand slam), which these rules forbid while another move exists.
illegal-too-few-seeds = { $side }'s pit { $pit } holds { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}, and a pit needs at least { $min } to be sown.
record-at = Line { $line }, column { $column }: { $why }
record-not-json = This is not a game record: { $detail }
record-move = Decision { $ply } of the record: { $why }
record-not-a-tag-name = “{ $name }” is not a tag name (a letter, then letters, digits or _).
record-tag-unquoted = Tag { $tag }: its value goes in double quotes.
record-tag-quote-open = Tag { $tag }: the value's closing quote is missing.
record-tag-unclosed = Tag { $tag }: “]” is missing after the value.
record-tag-not-one-line = Tag { $tag }: a tag's value is one line of text.
record-tag-twice = Tag { $tag } is given twice.
record-tag-reserved = Tag { $tag } has its own place in a record, not among the other tags.
record-tag-among-moves = Tag { $tag } stands among the moves; tags come before the first move.
record-no-rules = A record names its rule set in a tag line before the moves, such as [Rules "kalah"].
record-not-a-number = Tag { $tag }: “{ $text }” is not a number.
record-not-a-switch-value = “{ $text }” is not a value this rule switch takes.
record-first-not-a-side = Tag First: “{ $text }” is neither south nor north.
record-comment-open = A comment's “{"{"}” is never closed by “{"}"}”.
record-unopened = “{ $c }” without its opening.
record-number-too-large = Move number { $number } is far too large.
record-comma-first = A comma joins the moves of one turn, but no move came before it.
record-two-commas = Two commas in a row.
record-turn-ended = The turn ends with “{ $last }”: write the next turn without a comma.
record-number-inside-turn = Move number { $n }. stands inside a turn; a number goes before a turn.
record-number-before-second-turn = Move number { $n }. stands before the second turn of round { $round }; a number goes before the first.
record-wrong-round = This is round { $round }., not { $n }.
record-not-a-move = “{ $word }” is not a move (write a pit's number 1 to 9, perhaps followed by “cw”, or “swap”).
record-must-join = “{ $last }” earned another decision in the same turn: join “{ $word }” to it with a comma ({ $last },{ $word }).
record-ends-after-comma = The record ends after a comma; a move should follow it.
record-comment-past-the-end = A comment after decision { $after }, but the record has { $moves ->
    [one] { $moves } decision
   *[other] { $moves } decisions
}.
record-comments-out-of-order = The comments are not in the order of the game.
record-not-a-time-control = Tag TimeControl: “{ $text }” is not seconds plus seconds a move (300+3).
record-not-a-clock = Tag Clock: “{ $text }” is not a list of clock readings (4:58.1 4:57.0 …).
record-clock-past-the-end = Tag Clock: more clock readings ({ $readings }) than decisions ({ $moves }).
record-result-unreadable = “{ $text }” is not a result (write “south 27-21”, “north 25-23”, “draw 24-24” or “abandoned”).
record-result-winner-first = “{ $text }”: the winner's store comes first.
record-result-unequal-draw = “{ $text }”: a draw has equal stores.
record-result-not-abandoned = Tag Result: the moves finish the game ({ $reached }), so it was not abandoned.
record-result-differs = Tag Result: it says { $stated }, but the moves end { $reached }.
record-result-not-over = Tag Result: it says { $stated }, but the game is not over after these moves.
import-not-handed-over = The browser did not hand over the text: { $detail }
storage-no-place = There is no place to save: neither KALAH_SAVE nor HOME is set.
storage-no-local-storage = The browser keeps nothing for this page: { $detail }
storage-failed = { $place }: { $why }
file-not-found = no such file or folder
file-no-permission = permission denied
file-exists = a file of that name exists already
file-full = the disk is full
file-no-page = the browser has no page to download from
clipboard-no-text = the clipboard holds no text
clipboard-none = there is no clipboard here
clipboard-busy = another program holds the clipboard

## The rules of a rule set, sentence by sentence

rules-title = Rules: { $name }
rules-close = Close
rules-board = Each player owns { $pits ->
    [one] { $pits } pit
   *[other] { $pits } pits
} in the row nearer to them and the store (kalah) on their right. Each pit starts with { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}.
rules-board-houses = Each player owns { $pits ->
    [one] { $pits } pit
   *[other] { $pits } pits
} in the row nearer to them and the house on their right, where the seeds they capture are kept. Each pit starts with { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}.
rules-lift = On your turn, take all the seeds from one of your pits.
rules-lift-min = On your turn, take all the seeds from one of your pits that holds at least { $min ->
    [one] { $min } seed
   *[other] { $min } seeds
}; a pit with fewer cannot be played.
rules-sow-ccw = Sow them one by one counter-clockwise into the following holes, starting with the next one. On a long move the emptied pit gets a seed too.
rules-sow-choice = Each turn you choose the direction: sow them one by one counter-clockwise or clockwise into the following holes, starting with the next one.
rules-stores-own = Drop a seed into your own store as you pass it, but skip your opponent's store.
rules-stores-both = Drop a seed into every store you pass, your opponent's store too.
rules-sow-ccw-skip = Sow them one by one counter-clockwise into the following pits, starting with the next one. A move that comes all the way round skips the pit you emptied.
rules-sow-ccw-back = Sow them one by one counter-clockwise, starting with the pit you emptied: the first seed goes back into it. A pit of one seed moves it to the next pit.
rules-skip-start = A move that comes all the way round skips the pit you emptied.
rules-first-seed-back = The first seed goes back into the pit you emptied; a pit of one seed moves it to the next pit.
rules-stores-none = The stores are houses: sowing passes them by, and they keep the seeds each player captures.
rules-count-capture = Capture: when your last seed lands { $side ->
    [either] in any pit
   *[opponent] in one of your opponent's pits
} and makes it hold { $kind ->
    [even] an even number of seeds
    [one] { $last } seeds
   *[many] { $first } or { $last } seeds
}, you take those seeds into your store.
rules-capture-chain = { $side ->
    [either] The pits just before it that also hold such a count are taken too, back to the first that does not.
   *[opponent] The pits just before it on your opponent's side that also hold such a count are taken too, back to the first that does not.
}
rules-grand-slam-captures = A move that takes every seed your opponent has captures them like any other.
rules-grand-slam-no-capture = A move that would take every seed your opponent has (a grand slam) may be played, but captures nothing.
rules-grand-slam-forbidden = A move that would take every seed your opponent has (a grand slam) may not be played while another move can; if every move is one, it is played and captures nothing.
rules-feed = When your opponent has no seeds, you must make a move that gives them some, if one can; if none can, the game ends.
rules-tuzdyk = Tuzdyk: when your last seed makes exactly three in one of your opponent's pits, you take the three and the pit becomes your tuzdyk for good: every seed that later falls into it goes to your store. Each player has at most one tuzdyk, never in the opponent's last pit, and not in the pit with the same number as the opponent's tuzdyk.
rules-repetition = It also ends when a position comes back.
rules-relay = Relay: when your last seed lands in a pit on either side that was not empty, take all the seeds of that pit and sow on. The move ends when the last seed falls into a store or an empty pit, or makes a four.
rules-fours = Fours: whenever a pit reaches exactly four seeds during sowing, its owner takes the four into their store at once, whoever dropped the fourth seed.
rules-extra-none = A last seed in your own store earns nothing: the turn passes.
rules-extra-unlimited = When your last seed lands in your own store, you move again, as often as you manage it.
rules-extra-at-most = When your last seed lands in your own store, you move again, but at most { $count } times in a row.
rules-capture-none = There are no captures.
rules-capture-opposite = Capture: when your last seed lands in an empty pit on your side and the opposite pit holds seeds, that seed and every seed opposite go into your store.
rules-capture-always = Capture: when your last seed lands in an empty pit on your side, that seed and every seed of the opposite pit go into your store, even when the opposite pit is empty.
rules-pie = Pie rule: on their first turn the second player may swap sides instead of moving, and play on from the first player's position.
rules-end-after-any = The game ends as soon as either player has no move left.
rules-end-turn-start = The game ends when the player to move has no move left.
rules-majority = It also ends as soon as one store holds more than half of all the seeds (more than { $half }).
rules-no-progress = It also ends after { $count } moves in a row in which no seed reaches a store.
rules-leftover-owner = At the end each player adds the seeds left in their own pits to their store.
rules-leftover-uncounted = Seeds left in the pits at the end do not count.
rules-winner = The player with more seeds in their store wins; equal stores are a draw.

## Controls help

controls-title = Controls
controls-close = Close
device-mouse = Mouse
device-keyboard = Keyboard
device-gamepad = Gamepad
label-hover = Hover a pit
label-left-click = Left click
label-right-click = Right click
label-right-drag = Right drag, wheel
key-left = Left
key-right = Right
key-enter = Enter
key-space = Space
key-shift-enter = Shift+Enter
key-menu-move = Tab, Shift+Tab, arrows
key-menu-choose = Enter, Space
pad-left = D-pad / stick left
pad-right = D-pad / stick right
pad-stick = D-pad / stick
pad-two-players = Two players
pad-select-hold = Select (hold)
action-preview = preview where its last seed lands
action-focus-left = move the focus left over the pits you may sow
action-focus-right = move the focus right over the pits you may sow
action-focus-pit = focus that pit (counted from the mover's left)
action-sow = sow the focused pit (counter-clockwise); play again
action-sow-cw = sow it clockwise, where the rules let you choose
action-swap = swap sides (pie rule)
action-undo = undo
action-redo = redo
action-hint = hint
action-pause = pause / resume
action-skip = finish the animation
action-mute = sound off / on
action-orbit = turn and zoom the camera
action-view = 3D or top-down view
action-fullscreen = fullscreen on / off
action-menu = the main bar (new game, learn, games, settings); closes a menu
action-help = this help
action-rules = the rules of this game
action-menu-move = in a menu: up/down moves the focus, left/right changes (held: repeats)
action-menu-choose = in a menu: choose
action-copy = copy the selected text
action-cut = cut the selected text
action-paste = paste into the text field
action-menu-back = in a menu: back
action-seats = two players: first pad plays South, second North; one pad plays both
action-replay-back = replay: one move back
action-replay-forward = replay: one move forward
action-replay-play = replay: play the moves one after another, or stop

## Games and statistics

hud-games = Games
hud-stats = Statistics
games-title = Played games
games-none = No games yet. Every game you finish, or leave for a new one, is kept here.
games-count = { $games ->
    [one] { $games } game kept
   *[other] { $games } games kept
} (at most { $cap }; the oldest go first)
games-date = Date
games-rules-column = Rules
games-result = Result
games-rules = { $rules } { $pits }×{ $seeds }
games-result-won = { $side } won { $won }–{ $lost }
games-result-draw = Draw { $seeds }–{ $seeds }
games-result-abandoned = Abandoned
games-open = Open
games-export = Export
games-delete = Delete
games-delete-ask = Delete this game?
games-delete-yes = Delete
games-delete-no = Keep it
games-export-to = Export to this file (a .json file gets the JSON form):
games-export-save = Save
games-cancel = Cancel
games-import = Import a record
games-import-file = From a file:
games-import-open = Import the file
games-import-paste = Or paste a record's text here:
games-import-read = Import the text
games-close = Close
games-notice-title = Games
games-notice-ok = OK
games-set-aside-history = The list of played games could not be read. It was kept as { $file } and a new list begins.
games-set-aside-stats = The statistics could not be read. They were kept as { $file } and start again from zero.
games-set-aside-settings = The settings could not be read. They were kept as { $file } and the defaults are used.
games-unreadable-history = The list of played games could not be opened ({ $error }). It is left as it is, and games played before the game starts again are not kept in it.
games-unreadable-stats = The statistics could not be opened ({ $error }). They are left as they are, and games played before the game starts again are not counted in them.
games-unreadable-settings = The settings could not be opened ({ $error }). They are left as they are, and changes made before the game starts again are not saved.
games-not-written-history = The played games could not be saved: { $error }
games-not-written-stats = The statistics could not be saved: { $error }
games-not-written-settings = The settings could not be saved: { $error }
games-dropped = The list keeps at most { $cap ->
    [one] { $cap } game
   *[other] { $cap } games
}, so { $games ->
    [one] the oldest one was dropped.
   *[other] the { $games } oldest were dropped.
}
games-import-failed-at = This record cannot be read. Line { $line }, column { $column }: { $reason }
games-import-failed = This record cannot be read: { $reason }
games-exported = The game was saved as { $file }.
games-downloaded = The game was downloaded as { $file }.
games-export-failed = The game could not be exported: { $reason }
games-copy = Copy
games-copied = Copied to the clipboard.
games-paste = Paste from the clipboard
games-import-choose = Choose a file…
games-clipboard-failed = The clipboard could not be used: { $reason }
stats-title = Statistics
stats-none = No finished games yet.
stats-rules = Rules
stats-opponent = Opponent
stats-games = Games
stats-wins = Won
stats-draws = Drawn
stats-losses = Lost
stats-best = Best win
stats-streak = Streak
stats-margin = { $seeds ->
    [one] by { $seeds } seed
   *[other] by { $seeds } seeds
}
stats-streak-wins = { $games ->
    [one] { $games } win
   *[other] { $games } wins
}
stats-streak-draws = { $games ->
    [one] { $games } draw
   *[other] { $games } draws
}
stats-streak-losses = { $games ->
    [one] { $games } loss
   *[other] { $games } losses
}
stats-how = Each finished game counts once, from your seat against the AI (South's seat when two people play). Games between two AIs and imported games are not counted. Online games count on lines of their own.
stats-reset = Reset…
stats-reset-ask = Reset all the statistics? This cannot be undone.
stats-reset-yes = Reset
stats-reset-no = Keep them
stats-close = Close

## Online play

online-here = Play here
online-online = Play online
online-server = Server
online-name = Your name
online-default-name = Player
online-create-title = A new game for a friend
online-your-seat = Your side
online-seat-either = Either, by lot
online-clock = Clock
online-clock-none = No clock
online-clock-value = { $minutes } min + { $increment } s a move
online-create = Create the game
online-quick = Quick match
online-quick-means = Plays the next person who asks for the same rule set and clock; South moves first.
online-lobby-title = Open games
online-lobby-opening = Looking for open games…
online-lobby-unreachable = The list of open games is out of reach: is the server running?
online-lobby-empty = No open games right now. Create one and tick Public, and it shows here.
online-lobby-join-as = You play { $side }
online-rated-game = Rated
online-casual-game = Casual
online-public = Public (in the list of open games)
online-rated = Rated
online-rated-means = A rated game changes both players' ratings. Your opponent needs a key too.
online-rated-needs-key = Rated games need a name of your own (above) and your player key (Settings).
online-spectators = { $count } watching
online-draw-offered = { $name } offers a draw.
online-draw-sent = Draw offered; waiting for { $name }.
online-draw-declined = { $name } declined the draw.
online-take-back-asked = { $name } asks to take back their last move.
online-take-back-sent = Take-back asked; waiting for { $name }.
online-take-back-declined = { $name } declined the take-back.
online-accept = Accept
online-decline = Decline
online-abort = Abort
online-abort-means = Ends the game with no result; only in the first two moves.
online-offer-draw = Offer a draw
online-take-back = Take back
online-take-back-means = Asks your opponent to take back your last move (casual games only).
online-code-title = A friend's game
online-code = Code
online-join = Join
online-join-asks-name = You are joining the game { $code }. The name your opponent sees (asked once, kept in the settings):
online-watch = Watch
online-code-invalid = A code is 8 letters and digits, like ABCD-EFGH.
online-title = Online game
online-state-connecting = Connecting…
online-state-open = Connected
online-state-reconnecting = Connection lost; trying again in { $seconds } s
online-state-off = Not connected
online-waiting = Waiting for your friend to join.
online-code-is = Code: { $code }
online-copy-link = Copy link
online-copied = Copied
online-link-native = Your friend types the code under Play online, or starts the game with: kalah --join { $code }
online-link-web = Your friend opens the link, or types the code under Play online.
online-cancel = Cancel
online-leave = Leave
online-watching = You are watching.
online-their-move = Waiting for { $seat } to move
online-sent = Your move is sent; waiting for the server…
online-present = { $name } is here
online-away = { $name } has lost the connection. You may claim the win in { $seconds } s.
online-away-claim = { $name } has not come back.
online-claim = Claim the win
online-resign = Resign
online-resign-ask = Resign this game?
online-resign-yes = Resign
online-resign-no = Play on
online-rematch = Rematch
online-rematch-asked = { $name } asks for a rematch.
online-rematch-sent = Rematch asked; waiting for { $name }.
online-review = Review
online-over-rules = The game is over.
online-over-resigned = { $name } resigned.
online-over-flag = { $name } ran out of time.
online-over-abandoned = { $name } left the game.
online-over-aborted = The game was aborted: no result.
online-over-agreed = Drawn by agreement.
online-over-won = You win!
online-over-lost = You lose.
online-over-draw = A draw.
online-unreachable = Cannot reach the server at { $server }.
online-left = You are no longer in the room: your seat was taken back at another table, or the room closed.
online-gone = This game is no longer on the server.
online-gone-elsewhere = Your seat was taken back at another table; the game goes on there.
online-refused-version = The server speaks another version of the game.
online-refused-malformed = The server could not read a message.
online-refused-too-large = A message was too long for the server.
online-refused-rate = Too many messages at once; slow down.
online-refused-bad-game = The server cannot play this rule set or clock.
online-refused-no-room = There is no game with that code (or it has ended).
online-refused-bad-token = That seat is not yours any more.
online-refused-in-room = You are already in a room.
online-refused-no-game = You are not in a game.
online-refused-not-seated = Spectators cannot move.
online-refused-not-started = The game has not started: wait for your opponent.
online-refused-turn = It is not your turn; your move was taken back.
online-refused-stale = This table missed a move; your move was taken back and the game is fetched again.
online-refused-illegal = The server does not allow that move; it was taken back.
online-refused-over = The game is already over; your move was taken back.
online-refused-too-early = Not yet: the opponent's grace period has not passed.
online-refused-name-taken = That name belongs to another player: choose another.
online-refused-rated = Not in a rated game.
online-refused-too-late = Too late: a game can be aborted only in its first two moves.
online-refused-too-soon = Not yet: you asked that a moment ago.
online-refused-no-request = There is nothing to answer.
online-refused-server = The server could not keep the move; try again.

## The web page

web-loading = Loading Kalah 3D…
web-downloading = downloading the game
web-downloading-percent = downloading the game: { $percent }%
web-starting = starting
web-no-simd = this browser lacks WebAssembly SIMD; a current Chrome, Edge, Firefox or Safari has it
web-failed = could not start: { $error }

## Learn: the lessons of every rule set and the puzzles (src/ui/learn/, assets/lessons/)
hud-learn = Learn
learn-title = Learn
learn-lessons = Lessons
learn-puzzles = Puzzles
learn-passed = stages: { $passed }/{ $stages }
learn-perfect = all at the first try
learn-start = Start
learn-continue = Continue
learn-again = Again
learn-lesson-of = The lesson of { $rules }
learn-puzzles-of = The puzzles of { $rules }
learn-daily = Puzzle of the day
learn-solved = solved: { $solved }/{ $count }
learn-solve = Solve
learn-not-online = Leave the online game first: it cannot wait aside while you learn.
learn-rating = Puzzle rating { $rating } · streak { $streak } (best { $best })
learn-stage-title = { $rules } · stage { $stage } of { $stages }
learn-daily-title = Puzzle of the day · { $id }
learn-puzzle-title = { $rules } · puzzle { $number } of { $count }
learn-you-play = You play { $side }: { $how }.
learn-next-stage = Next stage
learn-lesson-complete = Lesson complete!
learn-try-again = Try again
learn-back-to-list = Lessons and puzzles
learn-leave = Back to the game
learn-wrong = You sowed { $played }, and its last seed fell { $landed ->
    [own-store] in your store
    [other-store] in your opponent's store
    [own-pit] in your pit { $pit }
    [other-pit] in your opponent's pit { $pit }
   *[none] nowhere
}{ $what ->
    [capture] : you captured { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    }.
    [extra] : you move again.
    [over] , and the game ended.
   *[other] , so nothing was captured and the turn passed.
}
learn-wrong-idea = { $idea ->
    [capture] This stage is about the capture: find a pit whose last seed lands in an empty pit of yours.
    [extra] This stage is about the extra turn: find a pit whose last seed lands in your store.
    [relay] This stage is about relay sowing: find a pit whose last seed lands in a pit with seeds, so you sow on from there.
    [four] This stage is about fours: find a pit whose sowing brings a pit to exactly four seeds.
    [over] This stage is about the end of the game: find the move that ends it.
    [strategy] This stage asks for the best move: the table shows what each move is worth.
   *[move] This stage asks you to sow { $asked }: its pit glows.
} Try again.
learn-values = Every move, with what it is worth when both sides play perfectly:
learn-your-move = your move
learn-puzzle-find = Find the best move for { $side }.
learn-puzzle-chain = The best move earns an extra turn: keep finding the best until your turn ends.
learn-puzzle-again = Right! You move again: find the best next move.
learn-hint = Hint
learn-puzzle-solved = Solved!
learn-puzzle-hinted = Solved, with a hint: it counts as missed.
learn-puzzle-missed = Not the best move.
learn-puzzle-about = Theme: { $theme } · puzzle rating { $rating } · answer: { $answer }
learn-rating-change = Your rating: { $change }
learn-next-puzzle = Next puzzle
learn-theme-extra-turns = extra turns
learn-theme-capture = capture
learn-theme-relay = relay sowing
learn-theme-fours = fours
learn-theme-defence = defence against a capture
learn-theme-endgame = counting the endgame
learn-theme-strategy = strategy
learn-offer-title = New to mancala?
learn-offer = Learn in three minutes: a short lesson on the board, one idea at a time. You will always find it again under Learn.
learn-offer-yes = Learn
learn-offer-no = No, thanks
games-set-aside-learning = Your lessons and puzzles could not be read. They were kept as { $file } and start again.
games-unreadable-learning = Your lessons and puzzles could not be opened ({ $error }). They are left as they are, and what you learn before the game starts again is not kept.
games-not-written-learning = Your lessons and puzzles could not be saved: { $error }

## The lessons' stages (assets/lessons/*.json): a title, what the stage says, what it says once done
learn-sow-title = Sowing
learn-sow-say = On your turn you take all the seeds from one of your pits and sow them counter-clockwise, one seed into each following hole. Sow pit { $pit }, the glowing one.
learn-sow-done = The four seeds went one by one into the next four pits. Now it is your opponent's turn.
learn-store-title = Your store
learn-store-say = The big hole at your right is your store, and every seed in it counts for you. Sowing drops a seed into it as it passes. Sow pit { $pit }.
learn-store-done = One seed fell into your store on the way, and the rest went on into your opponent's pits.
learn-extra-title = The extra turn
learn-extra-say = Count before you sow: pit { $pit } holds exactly as many seeds as it takes to reach your store. Sow it.
learn-extra-done = Your last seed fell into your store, so you move again.
learn-capture-title = Capture
learn-capture-say = When your last seed lands in an empty pit on your side, it captures: it and every seed of the pit opposite go to your store. Sow pit { $pit }: its last seed ends in an empty pit.
learn-capture-done = Captured! The last seed and every seed opposite went into your store.
learn-facing-title = Nothing opposite
learn-facing-say = In Kalah a capture needs seeds in the pit opposite. Sow pit { $pit }: this time the pit opposite is empty.
learn-facing-done = No capture: there was nothing opposite, so your seed stays where it fell.
learn-always-title = Capture facing nothing
learn-always-say = In this game an empty pit of yours always captures, even when the pit opposite is empty. Sow pit { $pit }: the pit opposite the one it ends in is empty.
learn-always-done = Your last seed went into your store on its own: a capture of one seed.
learn-end-title = The end of the game
learn-end-say = The game ends as soon as a player has no seeds left in their pits. Sow pit { $pit }, your last seed.
learn-end-done = Your pits are empty, so the game is over. Your opponent adds the seeds left in their pits to their store, and the fuller store wins.
learn-end-uncounted-title = The end: leftovers do not count
learn-end-uncounted-say = The game ends as soon as a player has no seeds left in their pits. Sow pit { $pit }, your last seed.
learn-end-uncounted-done = The game is over. The seeds left in the pits do not count here: only the stores do.
learn-count-title = Strategy: the extra turn first
learn-count-say = Which move is best? Count every pit: a seed that reaches your store exactly earns another move, and the other pits are still yours to play. Choose your move.
learn-count-done = Right: the seed of pit { $pit } reaches your store and you move again. The table shows what every move is worth: the seeds you end ahead, or behind, when both sides play perfectly.
learn-guard-title = Strategy: guard your seeds
learn-guard-say = Your opponent threatens your pit { $pit }: the seed in their pit 5 would end in their empty pit 6, opposite it, and capture. What do you play?
learn-guard-done = Right: you sowed the threatened seeds away, and your seeds are safe.
learn-noextra-title = No extra turns
learn-noextra-say = In the General game a last seed in your store earns no extra turn. Sow pit { $pit } and see.
learn-noextra-done = The seed counts in your store, but the turn passes all the same.
learn-nocapture-title = No captures
learn-nocapture-say = In the General game nothing is ever captured. Sow pit { $pit }: its last seed ends in an empty pit.
learn-nocapture-done = Nothing happens: seeds only count once they reach a store.
learn-count-general-title = Strategy: count your moves
learn-count-general-say = Which move is worth the most? Choose your move; the table then shows what every move is worth.
learn-count-general-done = Right: pit { $pit } is the best move here. The table shows what every move is worth when both sides play perfectly.
learn-sow-choice-title = Sowing either way
learn-sow-choice-say = In the Ethiopian game you choose which way to sow on every turn. First sow pit { $pit } counter-clockwise, to the right.
learn-sow-choice-done = The seeds went to the right, one into each pit.
learn-clockwise-title = Clockwise
learn-clockwise-say = Now sow pit { $pit } clockwise, to the left: the seeds run left and then on into your opponent's row.
learn-clockwise-done = Clockwise, the seeds went left and on into your opponent's pits, past their store.
learn-minlift-title = Single seeds stay
learn-minlift-say = Here a pit needs at least two seeds to be sown: pits with one seed are dimmed and cannot be played. Sow pit { $pit }.
learn-minlift-done = Right. A single seed can never be lifted, so plan with the pits of two or more.
learn-capture-cw-title = Capture either way
learn-capture-cw-say = An empty pit of yours captures whichever way you sow, even facing nothing. Sow pit { $pit } clockwise: its last seed ends in your empty first pit.
learn-capture-cw-done = Captured! The last seed and the seeds opposite went into your store.
learn-end-ethiopian-title = The end of the game
learn-end-ethiopian-say = The game ends when a player cannot move, and a pit of one seed is no move. Sow pit { $pit }.
learn-end-ethiopian-done = You have only single seeds left, so the game is over, and the seeds left in the pits do not count. A game also ends after 100 moves in a row in which no seed reaches a store.
learn-count-ethiopian-title = Strategy: count both ways
learn-count-ethiopian-say = Count every pit both ways: which move is worth the most? Choose your move.
learn-count-ethiopian-done = Right: counter-clockwise, pit { $pit } reaches your store exactly and you move again.
learn-relay-title = Relay sowing
learn-relay-say = In the Nigerian game, when your last seed lands in a pit that already holds seeds, you lift them all and sow on. Sow pit { $pit }.
learn-relay-done = Twice your last seed fell into a pit with seeds, and twice the sowing went on, until it ended in an empty pit.
learn-both-stores-title = Both stores
learn-both-stores-say = Here sowing drops a seed into every store it passes, your opponent's too. Sow pit { $pit }.
learn-both-stores-done = The sowing went round the board and left a seed in each store.
learn-fours-title = Fours
learn-fours-say = Whenever a pit reaches exactly four seeds during sowing, its owner takes the four into their store at once. Sow pit { $pit }: its first seed makes a four.
learn-fours-done = Four in your own pit: they went straight into your store.
learn-fours-theirs-title = A four goes to the pit's owner
learn-fours-theirs-say = A four always goes to the owner of the pit, whoever drops the fourth seed. Sow pit { $pit }: its last seed makes a four in your opponent's row.
learn-fours-theirs-done = The four went to your opponent's store: always look where your seeds make four.
learn-noextra-nigerian-title = No extra turns
learn-noextra-nigerian-say = A last seed in your store earns no extra turn here. Sow pit { $pit }.
learn-noextra-nigerian-done = The seed counts, and the turn passes.
learn-count-nigerian-title = Strategy: fours on your side
learn-count-nigerian-say = Which move is worth the most? Look for a four in your own row. Choose your move.
learn-count-nigerian-done = Right: pit { $pit } makes a four on your side, and it goes into your store.
learn-cap-title = At most three extra turns
learn-cap-say = In Zillions you may take at most three extra turns in a row, and you have just taken three. Sow pit { $pit }: its last seed lands in your store once more.
learn-cap-done = The seed counts, but that was one extra turn too many: the turn passes.
learn-majority-title = Winning by majority
learn-majority-say = The game ends as soon as one store holds more than half of all the seeds. Capture with pit { $pit } and pass half.
learn-majority-done = Your store holds more than half of the seeds: you have won at once. The seeds in the pits stay uncounted.
learn-turnstart-title = The end comes on a turn
learn-turnstart-say = Here the game ends only when the player to move has no move left. Sow pit { $pit }, your last seeds.
learn-turnstart-done = Your pits are empty, yet the game goes on: your opponent moves now, and may sow seeds back to you.
learn-sow3-title = Sowing three seeds
learn-sow3-say = The Russian game starts with three seeds in each pit. Take all the seeds from a pit and sow them one by one counter-clockwise. Sow pit { $pit }.
learn-sow3-done = Three seeds, three pits. Now it is your opponent's turn.
learn-extra3-title = The extra turn
learn-extra3-say = Pit { $pit } holds three seeds and is three holes from your store. Sow it.
learn-extra3-done = Your last seed fell into your store, so you move again.
learn-swap-title = The pie rule
learn-swap-say = Now you are the second player, North. South has made the first move; on your first turn you may take South's side and its position instead of moving. Press Swap sides.
learn-swap-done = You swapped sides: the position South built is yours now, and your opponent plays on from the side you left. A swap is allowed only now, once a game.
learn-sow6-title = Sowing six seeds
learn-sow6-say = Czech Kalaha starts with six seeds in each pit. Sow pit { $pit }: its six seeds go past your store.
learn-sow6-done = One seed fell into your store on the way, and the last into your opponent's first pit.
learn-extra6-title = The extra turn
learn-extra6-say = Pit { $pit } is six holes from your store and holds six seeds. Sow it.
learn-extra6-done = Your last seed fell into your store, so you move again.
learn-sow-houses-title = Sowing past the houses
learn-sow-houses-say = Take all the seeds from one of your pits and sow them counter-clockwise, one into each following pit. The big holes at the ends are houses: sowing passes them by, and they only keep the seeds you capture. Sow pit { $pit }.
learn-sow-houses-done = The four seeds went one by one into the next four pits, past your house and on into your opponent's row. Now it is their turn.
learn-sow-songo-done = The five seeds went one by one into the next five pits, past your house and on into your opponent's row. Now it is their turn.
learn-lap-title = A lap skips the emptied pit
learn-lap-say = A pit with more seeds than there are other pits goes all the way round, but never sows back into the pit it was emptied from. Sow pit { $pit }.
learn-lap-done = The sowing came all the way round, passed over the pit you emptied and dropped its last seed in the next one. The emptied pit stays empty.
learn-capture-oware-title = Capture: two or three
learn-capture-oware-say = When your last seed lands in a pit on your opponent's side and makes two or three seeds there, you capture them all into your house. Sow pit { $pit }: its last seed makes three in your opponent's first pit.
learn-capture-oware-done = Captured: the three seeds went into your house. A pit left with one seed, or four or more, is not captured.
learn-chain-oware-title = The chain
learn-chain-oware-say = After a capture, look at the pit before it: if it also holds two or three, it is captured too, and so on back along your opponent's row until a pit holds any other count. Sow pit { $pit }.
learn-chain-oware-done = Three pits in a row: two, two and three seeds, seven in all. The chain stopped at the pit of four.
learn-feed-title = Feed your opponent
learn-feed-say = Your opponent has no seeds left. You must give them some if you can: a move that leaves their row empty is not allowed, so pit 1 is dimmed. Sow pit { $pit }.
learn-feed-done = Your seeds reached your opponent's row, and the game goes on. Starving your opponent is not allowed while a move can feed them.
learn-grand-slam-title = The grand slam
learn-grand-slam-say = A move that would capture every seed your opponent has is a grand slam. You may play it, but it captures nothing. Sow pit { $pit } and see.
learn-grand-slam-done = Your last seeds made capturing counts, but taking them would have left your opponent with nothing, so every seed stays where it is.
learn-no-feed-title = When nobody can feed
learn-no-feed-say = Sow pit { $pit }, your last seed. Then your opponent must feed you, if they can.
learn-no-feed-done = None of your opponent's moves reaches your row, so the game is over and they take the seeds left on their side. A game also ends when a position comes back: then each player takes the seeds on their own side.
learn-guard-counts-title = Strategy: guard your pits
learn-guard-counts-say = Your opponent threatens your pit { $pit }: their last seed would land there and make a count that captures. What do you play?
learn-guard-counts-done = Right: you sowed the threatened seeds away, so their last seed finds nothing to capture. The table shows what every move is worth when both sides play perfectly.
learn-win-oware-title = Twenty-five wins
learn-win-oware-say = Whoever captures more than half of the 48 seeds, 25 or more, wins at once. Sow pit { $pit }: its last seed makes three, and the pit before it two.
learn-win-oware-done = 27 seeds in your house: more than half, so you have won. If both players end with 24, the game is a draw.
learn-played-out-title = Played to the last seed
learn-played-out-say = Awari is played out to the end: every seed counts, even past 24. Sow pit { $pit }: its last seed makes three, and the pit before it two.
learn-played-out-done = You have 27 seeds, more than half, yet the game goes on: the final count decides, once a player cannot move or a position comes back.
learn-capture-songo-title = Capture: two or four
learn-capture-songo-say = In Songo your last seed captures when it makes two or four seeds in a pit on your opponent's side. Sow pit { $pit }: its one seed makes four there.
learn-capture-songo-done = Captured: the four seeds went into your house. One or three seeds would have stayed where they were.
learn-chain-songo-title = A chain of twos and fours
learn-chain-songo-say = The pits before a capture on your opponent's side are captured too, as long as they hold two or four. Sow pit { $pit }.
learn-chain-songo-done = Two, four and two: eight seeds. The chain stopped at the pit of three.
learn-win-songo-title = Thirty-six wins
learn-win-songo-say = Whoever captures more than half of the 70 seeds, 36 or more, wins at once. Sow pit { $pit }: its last seed makes four, and the pit before it two.
learn-win-songo-done = 38 seeds in your house: more than half, so you have won.
learn-sow-beans-title = Sowing beans
learn-sow-beans-say = Bohnenspiel starts with six beans in each pit. Take all the beans from one of your pits and sow them counter-clockwise, one into each following pit; the stores are passed by and only keep the beans you capture. Sow pit { $pit }.
learn-sow-beans-done = Six beans, six pits: three on your side and three on your opponent's. Now it is their turn.
learn-lap-beans-title = A long round
learn-lap-beans-say = A pit of twelve beans or more goes all the way round, and here the emptied pit gets a bean too. Sow pit { $pit }.
learn-lap-beans-done = The twelfth bean fell back into the pit you emptied.
learn-capture-beans-title = Capture: two, four or six
learn-capture-beans-say = When your last bean makes two, four or six in a pit, you capture every bean in it. Sow pit { $pit }: its one bean makes two in your opponent's first pit.
learn-capture-beans-done = Captured: two beans into your store. A pit of one, three or five beans, or more than six, stays.
learn-own-beans-title = On your own side too
learn-own-beans-say = Your last bean captures in your own pits as well: two, four or six there are yours. Sow pit { $pit }: its last bean makes four in your pit 4.
learn-own-beans-done = You captured your own four beans: they are safe in your store now, where your opponent cannot take them.
learn-chain-beans-title = The chain
learn-chain-beans-say = After a capture the pit before it is looked at: two, four or six there are captured too, and so on back, from one row into the other. Sow pit { $pit }.
learn-chain-beans-done = Your last bean made two in your opponent's pit, and the pit before it, your own, held two as well: four beans. The chain stopped at the empty pit.
learn-all-beans-title = Taking every bean
learn-all-beans-say = In Bohnenspiel you may capture every bean your opponent has, and a player who cannot move on their turn ends the game. Sow pit { $pit }.
learn-all-beans-done = You took all six, and your opponent cannot move: the game is over, and the beans left on your side go to your store.
learn-win-beans-title = Thirty-seven wins
learn-win-beans-say = Whoever captures more than half of the 72 beans, 37 or more, wins at once. Sow pit { $pit }.
learn-win-beans-done = 39 beans in your store: more than half, so you have won.
learn-chain-count-beans-title = Strategy: the longest chain
learn-chain-count-beans-say = Several moves capture here. Count each chain across both rows: which move is worth the most?
learn-chain-count-beans-done = Right: pit { $pit } captures two in your opponent's row and the two before it in your own. The table shows what every move is worth when both sides play perfectly.
learn-sow-back-title = Sowing from the emptied pit
learn-sow-back-say = Toguz Kumalak has nine pits a side with nine balls in each. Take all the balls from a pit and sow them counter-clockwise, the first one back into the pit you emptied. Sow pit { $pit }.
learn-sow-back-done = The first ball went back into pit 1 and the other eight into the next eight pits.
learn-single-ball-title = A single ball
learn-single-ball-say = A pit with a single ball moves it on to the next pit. Sow pit { $pit }.
learn-single-ball-done = The ball moved into the next pit, and your pit 1 is empty.
learn-capture-even-title = Capture: an even count
learn-capture-even-say = When your last ball lands in a pit on your opponent's side and makes an even number there, you take every ball in it. Sow pit { $pit }.
learn-capture-even-done = Your last ball made ten in your opponent's pit 4, and all ten are yours. An odd count takes nothing.
learn-tuzdyk-title = The tuzdyk
learn-tuzdyk-say = When your last ball makes exactly three in one of your opponent's pits, you take the three and the pit becomes your tuzdyk for the rest of the game. Sow pit { $pit }.
learn-tuzdyk-done = Your opponent's pit 2 is your tuzdyk now: every ball that falls into it, whoever sows it, goes to your store.
learn-tuzdyk-ninth-title = Never the ninth pit
learn-tuzdyk-ninth-say = A tuzdyk has its limits: one a player, never in the opponent's ninth pit, and not in the pit with the same number as the opponent's tuzdyk. Sow pit { $pit }: its last ball makes three in their ninth pit.
learn-tuzdyk-ninth-done = No tuzdyk in the ninth pit, and three is odd: nothing is taken.
learn-tuzdyk-take-title = Balls into your tuzdyk
learn-tuzdyk-take-say = Your tuzdyk is your opponent's pit 3. Sow pit { $pit }: one of its balls falls into it.
learn-tuzdyk-take-done = The ball that fell into your tuzdyk went straight to your store. A tuzdyk is never sown: it only collects.
learn-win-toguz-title = Eighty-two wins
learn-win-toguz-say = Whoever has more than half of the 162 balls, 82 or more, wins; 81 each is a draw. Sow pit { $pit }.
learn-win-toguz-done = 82 balls in your store: you have won.
learn-guard-even-title = Strategy: no even count
learn-guard-even-say = Your opponent's lone ball in their pit 9 would move into your pit { $pit } and make two there, an even count they capture. What do you play?
learn-guard-even-done = Right: your ball moved on, so theirs would make one, an odd count that takes nothing. The table shows what every move is worth when both sides play perfectly.
