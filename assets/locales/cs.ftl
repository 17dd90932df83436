# Kalah 3D: všechna slova rozhraní hry a její webové stránky, česky.
# Slovník českých pravidel: jamka (důlek), kámen, pokladnice, pokládat, lov, táhnout ještě jednou.

language-name = Čeština
language = Jazyk

## HUD

hud-new-game = Nová hra…
hud-controls = Ovládání
hud-rules = Pravidla
hud-undo = Zpět
hud-redo = Znovu
hud-hint = Rada
hud-hint-busy = Rada…
hud-swap = Vyměnit strany
hud-pause = Pauza
hud-resume = Pokračovat
hud-skip = Přeskočit
hud-speed = Rychlost
hud-mute = Ztlumit
status-rules = { $rules } · { $seeds ->
    [one] { $seeds } kámen v jamce
    [few] { $seeds } kameny v jamce
   *[other] { $seeds } kamenů v jamce
}
status-extra-turn = { $side } táhne ještě jednou!
status-paused = Pozastaveno
status-sowing = Pokládání…
status-sows = { $seat } pokládá kameny…
status-thinking = { $seat } přemýšlí…
status-to-move = Na tahu je { $seat }: { $how }
refused-turn = Teď ne: na tahu je { $seat }
refused-sowing = Počkejte, až kameny dopadnou
refused-paused = Hra je pozastavena
refused-illegal = Z této jamky teď táhnout nelze
status-replay = { $ply ->
    [0] Přehrávání hry: začátek, tahů celkem: { $total }
   *[other] Přehrávání hry: tah { $ply } z { $total }
}
save-set-aside-title = Uložená hra odložena
save-set-aside = Uloženou hru se nepodařilo přečíst. Je uschována jako { $file } a začíná nová hra.
save-set-aside-ok = Rozumím

hud-settings = Nastavení
settings-title = Nastavení
settings-sound = Zvuk
settings-master-volume = Celková hlasitost
settings-effects-volume = Hlasitost efektů
settings-mute = Ztlumit
settings-close = Zavřít
settings-display = Zobrazení
settings-view = Pohled
settings-view-3d = 3D
settings-view-top-down = Shora
settings-ui-scale = Velikost rozhraní
settings-ui-scale-auto = Automaticky ({ $percent } %)
settings-ui-scale-auto-means = Automaticky ponechá měřítko displeje a v okně vyšším než 960 bodů rozhraní zvětší, nejvýše na 150 %.
settings-ui-scale-percent = { $percent } %
settings-gem-colours = Barvy kamenů
settings-gems-classic = Klasické
settings-gems-colour-safe = Pro barvoslepé
settings-contrast = Kontrast
settings-contrast-high = Vysoký
settings-turn = Dva u jedné obrazovky
settings-turn-board = Otáčet desku ke straně, která je na tahu
settings-motion = Pohyb
settings-motion-reduced = Omezený (bez oblouků)
settings-quality = Grafika
settings-quality-auto-high = Automaticky: vysoká
settings-quality-auto-software = Automaticky: nízká (softwarové vykreslování)
settings-quality-auto-slow = Automaticky: nízká (snímky byly pomalé)
settings-quality-low = Nízká
settings-quality-high = Vysoká
settings-quality-means = Vysoká kvalita kreslí stíny, vyhlazené hrany, kulaté kameny a jemnou kresbu dřeva. Nízká kreslí rychleji: bez stínů a vyhlazování, s jednoduššími kameny i kresbou. Automaticky volí nízkou při softwarovém vykreslování nebo když jsou snímky pomalé.
settings-window = Okno
settings-fullscreen = Celá obrazovka
settings-online = Online
settings-key-means = Klíč hráče jste na serveru vy: vaše jméno a hodnocení. Držte ho v tajnosti. Když ho ztratíte, přijdete o ně natrvalo; chcete-li hrát za sebe na jiném zařízení, zkopírujte ho tam.
settings-key-none = Toto zařízení nedokázalo vytvořit klíč: online hrajete jako host (jen přátelské hry).
settings-key = Klíč hráče
settings-key-show = Zobrazit
settings-key-hide = Skrýt
settings-key-copy = Kopírovat
settings-key-paste = Klíč z jiného zařízení
settings-key-use = Použít tento klíč
settings-key-use-means = Nahradí klíč tohoto zařízení: od příští hry hrajete jako hráč vloženého klíče.
settings-key-wrong-length = Klíč má 32 znaků: číslice a písmena a až f.
settings-key-not-hex = Klíč obsahuje jen číslice 0 až 9 a písmena a až f.
settings-key-copied = Klíč zkopírován.
settings-key-replaced = Vložený klíč je teď váš.

## Strany a hráči

side-south = Jih
side-north = Sever
seat = { $side } ({ $who })
seat-you = vy
seat-opponent = soupeř
player-human = Člověk
player-remote = Soupeř online
player-ai = { $level ->
    [beginner] Počítač: začátečník
    [easy] Počítač: lehký
   *[medium] Počítač: střední
    [hard] Počítač: těžký
    [master] Počítač: mistr
}

## Jak táhnout, podle naposledy použitého zařízení

move-mouse = klikněte na jamku
move-mouse-swap = klikněte na jamku, nebo vyměňte strany
move-mouse-choice = { $sow } pokládá proti směru hodinových ručiček, { $sow-cw } po směru
move-keys-pick = šipky nebo 1–{ $pits } vybírají jamku
move-pad-pick = křížový ovladač nebo páčka vybírá jamku
move-sow = { $pick }, { $sow } táhne
move-sow-swap = { $pick }, { $sow } táhne, { $swap } vymění strany
move-sow-choice = { $pick }, { $sow } pokládá proti směru hodinových ručiček, { $sow-cw } po směru
either = { $a } nebo { $b }

## Rada

hint = Rada: { $move } ({ $value })
hint-pit = jamka { $pit }
hint-pit-cw = jamka { $pit } po směru hodinových ručiček
hint-swap = vyměnit strany
hint-draw = remíza, dokázáno
hint-wins = výhra o { $by ->
    [one] { $by } kámen
    [few] { $by } kameny
   *[other] { $by } kamenů
}, dokázáno
hint-loses = prohra o { $by ->
    [one] { $by } kámen
    [few] { $by } kameny
   *[other] { $by } kamenů
}, dokázáno
hint-even = zhruba vyrovnáno v hloubce { $depth }
hint-about = zhruba { $value } v hloubce { $depth }

## Konec hry

over-title = Konec hry
over-you-win = Vyhráli jste!
over-wins = Vítězí { $seat }
over-draw = Remíza
over-no-moves = Jeden z hráčů už nemůže táhnout.
over-majority = Jedna pokladnice má víc než polovinu kamenů.
over-no-progress = Příliš dlouho nedopadl žádný kámen do pokladnice.
over-repetition = Pozice se zopakovala: každý hráč si vzal kameny na své straně.
over-play-again = Hrát znovu
over-review = Rozbor hry

## Co se řekne po každém tahu (čtečky obrazovky)

said-sowed = { $seat } táhne z jamky { $pit }: { $seeds ->
    [one] jeden kámen
    [few] { $seeds } kameny
   *[other] { $seeds } kamenů
}
said-sowed-cw = { $seat } táhne z jamky { $pit } po směru hodinových ručiček: { $seeds ->
    [one] jeden kámen
    [few] { $seeds } kameny
   *[other] { $seeds } kamenů
}
said-swapped = { $seat } mění strany (koláčové pravidlo)
said-relays = { $relays ->
    [one] jedna štafeta
    [few] { $relays } štafety
   *[other] { $relays } štafet
}
said-captured = úlovek: { $seeds ->
    [one] jeden kámen
    [few] { $seeds } kameny
   *[other] { $seeds } kamenů
}
said-tuzdyk = tuzdyk v protivníkově jamce { $pit }
said-to-tuzdyk = do tuzdyku: { $seeds ->
    [one] jeden kámen
    [few] { $seeds } kameny
   *[other] { $seeds } kamenů
}
said-grand-slam = velký slam: nic se neuloví
said-fours = { $fours ->
    [one] jedna čtveřice
    [few] { $fours } čtveřice
   *[other] { $fours } čtveřic
}
said-again = { $seat } táhne ještě jednou.
said-your-turn = Jste na tahu.
said-your-turn-again = Jste znovu na tahu.
said-to-move = Na tahu je { $seat }.
said-stores = { $south } { $south_seeds }, { $north } { $north_seeds }.

## Deska pro čtečky obrazovky: každá jamka a pokladnice, a kam dopadne poslední kámen

board-pit = { $side }, jamka { $pit }: { $seeds ->
    [one] jeden kámen
    [few] { $seeds } kameny
   *[other] { $seeds } kamenů
}
board-tuzdyk = tuzdyk strany { $side }
board-store = { $side }, pokladnice: { $seeds ->
    [one] jeden kámen
    [few] { $seeds } kameny
   *[other] { $seeds } kamenů
}
board-counter-clockwise = proti směru hodinových ručiček
board-clockwise = po směru hodinových ručiček
board-lands-own-store = poslední kámen dopadne do vaší pokladnice
board-lands-other-store = poslední kámen dopadne do pokladnice protivníka
board-lands-own-pit = poslední kámen dopadne do vaší jamky { $pit }
board-lands-other-pit = poslední kámen dopadne do jamky { $pit } protivníka
board-online-your-turn = jste na tahu, soupeř hraje online
board-online-their-turn = na tahu je { $seat }, online

## Tahy

moves-title = Tahy
moves-none = Zatím žádné tahy.
moves-start = Začátek

## Přehrávání a rozbor hry

replay-title = Přehrávání hry
replay-where = Tah { $ply } z { $total }
replay-clocks = Hodiny po tomto tahu: { $first } · { $second }
replay-first = Na začátek
replay-back = Zpět
replay-play = Přehrát
replay-stop = Zastavit
replay-forward = Vpřed
replay-last = Na konec
replay-take-over = Hrát odsud dál
replay-take-over-start = Hrát z této pozice
replay-unplayable-title = Tuto hru nelze přehrát
replay-unplayable = Záznam hry nelze zahrát: { $reason }
replay-unplayable-ok = Rozumím
review-start = Rozebrat hru
review-running = Rozbor: tah { $done } z { $total }
review-cancel = Zrušit
review-done = Rozebráno za { $seconds } s · přesně dokázáno: { $exact } z { $total }
review-waiting = Tento tah ještě není rozebrán.
review-graph = Hodnota hry pro Jih v kamenech: nad čarou vede Jih; plné body jsou dokázané. Kliknutím přejdete na tah.
review-played = Tah { $ply } ({ $side }): { $move } — { $value }
review-best = Nejlepší tah: { $move } — { $value }
review-mark = { $lost ->
    [0] { $mark }
    [one] { $mark }: hodnota klesla o { $lost } kámen
    [few] { $mark }: hodnota klesla o { $lost } kameny
   *[other] { $mark }: hodnota klesla o { $lost } kamenů
}
mark-best = Nejlepší tah
mark-good = Dobrý tah
mark-inaccuracy = Nepřesnost
mark-mistake = Chyba
mark-blunder = Hrubá chyba

## Nová hra

dialog-title = Nová hra
dialog-rules = Pravidla
dialog-seeds = Kamenů v jamce
dialog-seeds-young = 3 – pro malé hráče
dialog-seeds-normal = 4 – běžná hra
dialog-seeds-advanced = 5 – pro pokročilé
dialog-pits = Jamek na stranu
dialog-starter = Kdo začíná
dialog-how-to-play = Jak se podle těchto pravidel hraje
dialog-start = Začít
starter-random = Los
starter-winner = Vítěz minulé hry
starter-alternate = Střídavě

## Pravidla

rules-custom = Vlastní
rules-custom-about = Vaše vlastní pravidla: všechna nastavení níže.
preset-kalah = Kalah
preset-kalah-about = Championův Kalah: tah navíc za poslední kámen v pokladnici, lov kamenů naproti.
preset-kalah-source = Hra Williama J. Championa, USA, polovina 20. století.
preset-general = Základní
preset-general-about = Prostá hra: žádné tahy navíc, žádný lov, zbylé kameny se nepočítají.
preset-general-source = Základní pravidla ze španělské stránky o Kalahu.
preset-egyptian = Egyptská
preset-egyptian-about = Kalah, v němž prázdná vlastní jamka loví vždy, i když naproti nic není.
preset-egyptian-source = Egyptská pravidla z téže španělské stránky.
preset-ethiopian = Etiopská
preset-ethiopian-about = Každý tah lze pokládat na kteroukoli stranu; brát se smí jen z jamek se 2 a více kameny.
preset-ethiopian-source = Etiopská pravidla z téže španělské stránky.
preset-nigerian = Nigerijská
preset-nigerian-about = Štafetové pokládání přes obě pokladnice; každá čtveřice patří majiteli jamky.
preset-nigerian-source = Nigerijská pravidla z téže španělské stránky.
preset-zillions = Zillions
preset-zillions-about = Nejvýš 3 tahy navíc za sebou; pokladnice s víc než polovinou hned vyhrává.
preset-zillions-source = Kalah tak, jak ho hraje program Zillions of Games.
preset-russian = Ruská
preset-russian-about = Kalah se 3 kameny a koláčovým pravidlem: druhý hráč smí vyměnit strany.
preset-russian-source = Kalah podle ruské stránky, s koláčovým pravidlem.
preset-kalaha = Kalaha
preset-kalaha-about = Česká Kalaha: 6 kamenů a prázdná vlastní jamka loví vždy.
preset-kalaha-source = Kalaha podle české stránky: 6 kamenů v jamce, kdo začíná, určí los.
preset-oware = Oware
preset-oware-about = Oware abapa: loví se 2 nebo 3 na straně protivníka; protivníka je třeba krmit.
preset-oware-source = Pravidla abapa společnosti Oware Society, podle nich se hrají turnaje.
preset-awari = Awari
preset-awari-about = Awari, jak je vyřešili Romein a Bal: oware dohrané do posledního kamene.
preset-awari-source = Pravidla, podle nichž J. W. Romein a H. E. Bal vyřešili awari (2003).
preset-songo = Songo
preset-songo-about = Songo: 7 jamek po 5 kamenech; loví se 2 nebo 4 na straně protivníka.
preset-songo-source = P. H. G. Powell-Cotton, „A Mancala Board called Songo“, Man, 1931.
preset-bohnenspiel = Bohnenspiel
preset-bohnenspiel-about = Německá hra s fazolemi: 6 v jamce; poslední fazole, která udělá 2, 4 nebo 6 na kterékoli straně, loví.
preset-bohnenspiel-source = Das Bohnenspiel podle Deutsches Spielhandbuch (1937).
preset-toguz_kumalak = Toguz kumalak
preset-toguz_kumalak-about = 9 jamek po 9 kamenech; loví se sudé počty a trojice dává tuzdyk.
preset-toguz_kumalak-source = Pravidla federace toguz korgool, sepsaná v roce 1949.

## Nastavení vlastních pravidel

custom-stores = Pokladnice při pokládání
custom-stores-own = jen vlastní
custom-stores-both = obě
custom-direction = Směr
custom-direction-ccw = proti směru hodinových ručiček
custom-direction-choice = podle volby hráče
custom-min-lift = Brát jen z jamek s aspoň
custom-seeds-suffix = { $count ->
    [one] {" "}kamenem
   *[other] {" "}kameny
}
custom-extra = Tah navíc za vlastní pokladnici
custom-extra-never = nikdy
custom-extra-always = vždy
custom-extra-at-most = nejvýš
custom-in-a-row = {" "}za sebou
custom-capture = Lov
custom-capture-none = žádný
custom-capture-opposite = když jsou naproti kameny
custom-capture-always = vždy
custom-sowing = Pokládání
custom-relay = štafeta
custom-fours = čtveřice majiteli jamky
custom-end = Konec hry
custom-end-after-any = po kterémkoli tahu
custom-end-turn-start = na začátku tahu
custom-leftover = Zbylé kameny
custom-leftover-owner = jejich majiteli
custom-leftover-uncounted = nepočítají se
custom-also-ends = Hra končí také
custom-majority = když má pokladnice víc než polovinu
custom-no-progress = po tazích bez pokroku:
custom-stores-none = žádné (domy)
custom-lap = Výchozí jamka na kruhu
custom-lap-sown = dostane kámen
custom-lap-skip = vynechá se
custom-lap-back = dostane první kámen
custom-counts = Lov podle počtu
custom-counts-none = žádný
custom-counts-even = sudé počty
custom-counts-these = tyto počty:
custom-count-side = Loví se v
custom-count-side-opponent = jamkách protivníka
custom-count-side-either = kterékoli jamce
custom-chain = i v jamkách před ní
custom-grand-slam = Velký slam
custom-grand-slam-captures = loví
custom-grand-slam-no-capture = nic neuloví
custom-grand-slam-forbidden = zakázán
custom-feed = Krmení
custom-feed-must = protivníkovi bez kamenů se musí dát kameny
custom-tuzdyk = Tuzdyk
custom-tuzdyk-claim = trojice v protivníkově jamce z ní udělá tuzdyk
custom-repetition = když se pozice zopakuje
custom-pie = Koláčové pravidlo
custom-pie-swap = druhý hráč smí vyměnit strany

## Proč se podle pravidel nedá hrát

error-pits = Jamek na stranu musí být { $min }–{ $max }, ne { $value }.
error-seeds = Kamenů v jamce musí být { $min }–{ $max }, ne { $value }.
error-min-lift-zero = K tahu z jamky musí být potřeba aspoň 1 kámen.
error-no-opening-move = Žádný první tah: jamky začínají s { $seeds }, ale k tahu je potřeba { $min }.
error-extra-cap-zero = Nejvýš 0 tahů navíc za sebou znamená nikdy: zvolte „nikdy“.
error-choice-needs-limit = Při pokládání oběma směry se pozice mohou opakovat donekonečna: nastavte konec po tazích bez pokroku.
error-no-progress-zero = Hra smí skončit nejdřív po 1 tahu bez pokroku.
error-extra-turn-unsown-store = Když se do pokladnic při pokládání nepokládá, žádný poslední kámen do pokladnice nedopadne: tahy navíc musí být „nikdy“.
error-skip-and-first-back = Pokládání nemůže zároveň vynechávat výchozí jamku a vracet do ní první kámen.
error-count-switch-without-counts = Strana braní, řetěz a velký slam potřebují braní podle počtu: zvolte počty, které berou.
error-relay-with-counts = Štafetu nelze spojit s braním podle počtu ani s tuzdykem.
error-feed-needs-turn-start = Povinnost krmit vyžaduje, aby hra skončila, jen když hráč na tahu nemá tah.
error-tuzdyk-one-direction = Tuzdyk vyžaduje pokládání jedním směrem (proti směru hodinových ručiček).
error-unsown-stores-need-end = Když se do pokladnic při pokládání nepokládá, kameny mohou obíhat donekonečna: nastavte konec při opakování pozice nebo po tazích bez pokroku.
error-unknown-preset = Pravidla s názvem „{ $name }“ neexistují.
error-rules-json = Pravidla nelze přečíst: { $detail }
error-rules-file = Soubor s pravidly nelze přečíst: { $detail }
error-not-a-replay = Převzít lze jen přehrávanou hru.
illegal-move = Tah { $move } nelze zahrát: { $why }
illegal-game-over = hra skončila.
illegal-no-pie = tato pravidla nemají pravidlo koláče.
illegal-swap-not-offered = výměna stran je dovolena jen jako první rozhodnutí druhého hráče, jednou za hru.
illegal-no-such-pit = jamka { $pit } neexistuje (jamky jsou číslovány 1 až { $pits }).
illegal-ccw-only = podle těchto pravidel se pokládá jen proti směru hodinových ručiček.
illegal-must-feed = soupeř nemá žádné kameny a jiný tah by mu nějaké dal.
illegal-grand-slam = tento tah by vzal všechny soupeřovy kameny (velký slam), což tato pravidla zakazují, dokud existuje jiný tah.
illegal-too-few-seeds = jamka { $pit } strany { $side } má { $seeds ->
    [one] { $seeds } kámen
    [few] { $seeds } kameny
   *[other] { $seeds } kamenů
} a k tahu z jamky je potřeba aspoň { $min }.
record-at = Řádek { $line }, sloupec { $column }: { $why }
record-not-json = Toto není záznam hry: { $detail }
record-move = Rozhodnutí { $ply } záznamu: { $why }
record-not-a-tag-name = „{ $name }“ není název značky (písmeno, pak písmena, číslice nebo _).
record-tag-unquoted = Značka { $tag }: hodnota se píše do dvojitých uvozovek.
record-tag-quote-open = Značka { $tag }: hodnotě chybí uzavírací uvozovka.
record-tag-unclosed = Značka { $tag }: za hodnotou chybí „]“.
record-tag-not-one-line = Značka { $tag }: hodnota značky je jeden řádek textu.
record-tag-twice = Značka { $tag } je uvedena dvakrát.
record-tag-reserved = Značka { $tag } má v záznamu vlastní místo, ne mezi ostatními značkami.
record-tag-among-moves = Značka { $tag } stojí mezi tahy; značky patří před první tah.
record-no-rules = Záznam uvádí svá pravidla na řádku značky před tahy, například [Rules "kalah"].
record-not-a-number = Značka { $tag }: „{ $text }“ není číslo.
record-not-a-switch-value = „{ $text }“ není hodnota, kterou tato volba pravidel připouští.
record-first-not-a-side = Značka First: „{ $text }“ není ani south, ani north.
record-comment-open = „{"{"}“ komentáře není nikde uzavřena „{"}"}“.
record-unopened = „{ $c }“ bez svého otevření.
record-number-too-large = Číslo tahu { $number } je příliš velké.
record-comma-first = Čárka spojuje tahy jednoho kola hráče, ale před ní žádný tah není.
record-two-commas = Dvě čárky za sebou.
record-turn-ended = Tah hráče končí „{ $last }“: další tah pište bez čárky.
record-number-inside-turn = Číslo tahu { $n }. stojí uprostřed tahu hráče; číslo patří před tah.
record-number-before-second-turn = Číslo tahu { $n }. stojí před druhým tahem kola { $round }; číslo patří před první.
record-wrong-round = Toto je kolo { $round }., ne { $n }.
record-not-a-move = „{ $word }“ není tah (napište číslo jamky 1 až 9, případně s „cw“, nebo „swap“).
record-must-join = „{ $last }“ získal další rozhodnutí v témž tahu: připojte k němu „{ $word }“ čárkou ({ $last },{ $word }).
record-ends-after-comma = Záznam končí čárkou; za ní má následovat tah.
record-comment-past-the-end = Komentář po rozhodnutí { $after }, ale záznam má { $moves ->
    [one] { $moves } rozhodnutí
   *[other] { $moves } rozhodnutí
}.
record-comments-out-of-order = Komentáře nejsou v pořadí hry.
record-not-a-time-control = Značka TimeControl: „{ $text }“ nejsou sekundy plus sekundy za tah (300+3).
record-not-a-clock = Značka Clock: „{ $text }“ není seznam údajů hodin (4:58.1 4:57.0 …).
record-clock-past-the-end = Značka Clock: více údajů hodin ({ $readings }) než rozhodnutí ({ $moves }).
record-result-unreadable = „{ $text }“ není výsledek (pište „south 27-21“, „north 25-23“, „draw 24-24“ nebo „abandoned“).
record-result-winner-first = „{ $text }“: pokladnice vítěze se píše první.
record-result-unequal-draw = „{ $text }“: při remíze jsou pokladnice stejné.
record-result-not-abandoned = Značka Result: tahy hru dohrají ({ $reached }), takže nebyla vzdána.
record-result-differs = Značka Result: uvádí { $stated }, ale tahy končí { $reached }.
record-result-not-over = Značka Result: uvádí { $stated }, ale po těchto tazích hra neskončila.
import-not-handed-over = Prohlížeč text nepředal: { $detail }
storage-no-place = Není kam ukládat: není nastaveno KALAH_SAVE ani HOME.
storage-no-local-storage = Prohlížeč pro tuto stránku nic neukládá: { $detail }
storage-failed = { $place }: { $why }
file-not-found = takový soubor ani složka neexistuje
file-no-permission = přístup odepřen
file-exists = soubor s tímto názvem už existuje
file-full = disk je plný
file-no-page = v prohlížeči chybí stránka, ze které by šlo soubor stáhnout
clipboard-no-text = ve schránce není text
clipboard-none = schránka tu není
clipboard-busy = schránku drží jiný program

## Pravidla, větu po větě

rules-title = Pravidla: { $name }
rules-close = Zavřít
rules-board = Každému hráči patří { $pits ->
    [one] { $pits } jamka
    [few] { $pits } jamky
   *[other] { $pits } jamek
} v řadě blíže k němu a pokladnice po jeho pravé straně. Na začátku leží v každé jamce { $seeds ->
    [one] { $seeds } kámen
    [few] { $seeds } kameny
   *[other] { $seeds } kamenů
}.
rules-board-houses = Každému hráči patří { $pits ->
    [one] { $pits } jamka
    [few] { $pits } jamky
   *[other] { $pits } jamek
} v řadě blíže k němu a dům po jeho pravé straně, kam si ukládá ulovené kameny. Na začátku leží v každé jamce { $seeds ->
    [one] { $seeds } kámen
    [few] { $seeds } kameny
   *[other] { $seeds } kamenů
}.
rules-lift = Na tahu vezměte všechny kameny z jedné své jamky.
rules-lift-min = Na tahu vezměte všechny kameny z jedné své jamky, v níž leží aspoň { $min ->
    [one] { $min } kámen
    [few] { $min } kameny
   *[other] { $min } kamenů
}; z jamky s méně kameny táhnout nelze.
rules-sow-ccw = Pokládejte je po jednom proti směru hodinových ručiček do následujících důlků, počínaje sousedním. Při dlouhém tahu dostane kámen i vyprázdněná jamka.
rules-sow-choice = Směr volíte každý tah: pokládejte kameny po jednom proti směru hodinových ručiček, nebo po směru, do následujících důlků, počínaje sousedním.
rules-stores-own = Když procházíte svou pokladnicí, položte do ní kámen; pokladnici protivníka vynecháte.
rules-stores-both = Kámen položíte do každé pokladnice, kterou procházíte, i do protivníkovy.
rules-sow-ccw-skip = Pokládejte je po jednom proti směru hodinových ručiček do následujících jamek, počínaje sousední. Tah, který obejde celý kruh, vyprázdněnou jamku vynechá.
rules-sow-ccw-back = Pokládejte je po jednom proti směru hodinových ručiček, počínaje vyprázdněnou jamkou: první kámen se do ní vrátí. Jediný kámen z jamky přejde do další jamky.
rules-skip-start = Tah, který obejde celý kruh, vyprázdněnou jamku vynechá.
rules-first-seed-back = První kámen se vrátí do vyprázdněné jamky; jediný kámen z jamky přejde do další jamky.
rules-stores-none = Pokladnice jsou tu domy: pokládání je míjí a leží v nich jen kameny, které hráč ulovil.
rules-count-capture = Lov: když poslední kámen dopadne { $side ->
    [either] do kterékoli jamky
   *[opponent] do jamky protivníka
} a leží v ní pak { $kind ->
    [even] sudý počet kamenů
    [one] { $last } { $last ->
        [one] kámen
        [few] kameny
       *[other] kamenů
    }
   *[many] { $first } nebo { $last } { $last ->
        [one] kámen
        [few] kameny
       *[other] kamenů
    }
}, ty kameny putují do vaší pokladnice.
rules-capture-chain = { $side ->
    [either] Uloví se i jamky těsně před ní, v nichž je také takový počet, až po první, kde není.
   *[opponent] Uloví se i jamky těsně před ní na straně protivníka, v nichž je také takový počet, až po první, kde není.
}
rules-grand-slam-captures = Tah, který uloví všechny protivníkovy kameny, je uloví jako kterýkoli jiný.
rules-grand-slam-no-capture = Tah, který by ulovil všechny protivníkovy kameny (velký slam), zahrát lze, ale nic neuloví.
rules-grand-slam-forbidden = Tah, který by ulovil všechny protivníkovy kameny (velký slam), nelze zahrát, dokud existuje jiný tah; jsou-li takové všechny, zahraje se a nic neuloví.
rules-feed = Když protivník nemá žádné kameny, musíte zahrát tah, který mu nějaké dá, pokud takový je; pokud není, hra končí.
rules-tuzdyk = Tuzdyk: když poslední kámen udělá v protivníkově jamce přesně tři kameny, vezmete si je a jamka se natrvalo stane vaším tuzdykem: každý kámen, který do ní později dopadne, putuje do vaší pokladnice. Každý hráč má nejvýš jeden tuzdyk, nikdy v protivníkově poslední jamce ani v jamce se stejným číslem jako protivníkův tuzdyk.
rules-repetition = Hra končí také, když se pozice zopakuje.
rules-relay = Štafeta: když poslední kámen dopadne do neprázdné jamky na kterékoli straně, vezměte z ní všechny kameny a pokládejte dál. Tah končí, když poslední kámen dopadne do pokladnice nebo do prázdné jamky, nebo vytvoří čtveřici.
rules-fours = Čtveřice: jakmile při pokládání leží v jamce přesně čtyři kameny, majitel jamky si je hned vezme do své pokladnice, ať položil čtvrtý kámen kdokoli.
rules-extra-none = Poslední kámen ve vlastní pokladnici nic nepřináší: na tah jde soupeř.
rules-extra-unlimited = Když poslední kámen dopadne do vaší pokladnice, táhnete ještě jednou, a to opakovaně.
rules-extra-at-most = Když poslední kámen dopadne do vaší pokladnice, táhnete ještě jednou, nejvýš však { $count }krát za sebou.
rules-capture-none = Lov se nehraje.
rules-capture-opposite = Lov: když poslední kámen dopadne do prázdné jamky ve vaší řadě a v protilehlé jamce jsou kameny, ten kámen i všechny kameny naproti putují do vaší pokladnice.
rules-capture-always = Lov: když poslední kámen dopadne do prázdné jamky ve vaší řadě, ten kámen i všechny kameny z protilehlé jamky putují do vaší pokladnice, i když je protilehlá jamka prázdná.
rules-pie = Koláčové pravidlo: ve svém prvním tahu smí druhý hráč místo tahu vyměnit strany a hrát dál z pozice prvního hráče.
rules-end-after-any = Hra končí, jakmile jeden z hráčů nemůže táhnout.
rules-end-turn-start = Hra končí, když hráč na tahu nemůže táhnout.
rules-majority = Hra končí také, jakmile má jedna pokladnice víc než polovinu všech kamenů (víc než { $half }).
rules-no-progress = Hra končí také, když { $count ->
    [one] { $count } tah
    [few] { $count } tahy
   *[other] { $count } tahů
} za sebou nedopadne žádný kámen do pokladnice.
rules-leftover-owner = Na konci si každý hráč přidá kameny ze svých jamek do své pokladnice.
rules-leftover-uncounted = Kameny, které na konci zůstanou v jamkách, se nepočítají.
rules-winner = Vítězí ten, kdo má v pokladnici víc kamenů; při rovnosti je remíza.

## Ovládání

controls-title = Ovládání
controls-close = Zavřít
device-mouse = Myš
device-keyboard = Klávesnice
device-gamepad = Gamepad
label-hover = Najetí na jamku
label-left-click = Levé tlačítko
label-right-click = Pravé tlačítko
label-right-drag = Tažení pravým tlačítkem, kolečko
key-left = Vlevo
key-right = Vpravo
key-enter = Enter
key-space = Mezerník
key-shift-enter = Shift+Enter
key-menu-move = Tab, Shift+Tab, šipky
key-menu-choose = Enter, Mezerník
pad-left = Křížový ovladač / páčka vlevo
pad-right = Křížový ovladač / páčka vpravo
pad-stick = Křížový ovladač / páčka
pad-two-players = Dva hráči
pad-select-hold = Select (podržet)
action-preview = ukáže, kam dopadne poslední kámen
action-focus-left = posune výběr doleva po jamkách, z nichž smíte táhnout
action-focus-right = posune výběr doprava po jamkách, z nichž smíte táhnout
action-focus-pit = vybere tu jamku (počítáno zleva od hráče na tahu)
action-sow = táhne z vybrané jamky (proti směru hodinových ručiček); hrát znovu
action-sow-cw = táhne po směru hodinových ručiček, kde to pravidla dovolí
action-swap = vyměnit strany (koláčové pravidlo)
action-undo = vrátit tah
action-redo = zopakovat tah
action-hint = rada
action-pause = pauza / pokračovat
action-skip = dokončí animaci
action-mute = vypne / zapne zvuk
action-orbit = otáčení a přiblížení kamery
action-view = pohled 3D nebo shora
action-fullscreen = celá obrazovka: zapnout / vypnout
action-menu = hlavní lišta (nová hra, učení, partie, nastavení); zavře nabídku
action-help = tato nápověda
action-rules = pravidla této hry
action-menu-move = v nabídce: nahoru/dolů posouvá výběr, doleva/doprava mění hodnotu (podržením opakovaně)
action-menu-choose = v nabídce: zvolit
action-copy = kopírovat vybraný text
action-cut = vyjmout vybraný text
action-paste = vložit do textového pole
action-menu-back = v nabídce: zpět
action-seats = dva hráči: první gamepad hraje za Jih, druhý za Sever; jeden gamepad hraje za oba
action-replay-back = přehrávání: o tah zpět
action-replay-forward = přehrávání: o tah vpřed
action-replay-play = přehrávání: přehrát tahy jeden po druhém, nebo zastavit

## Partie a statistiky

hud-games = Partie
hud-stats = Statistiky
games-title = Odehrané partie
games-none = Zatím tu nejsou žádné partie. Uchovává se tu každá partie, kterou dohrajete nebo opustíte kvůli nové.
games-count = Uložené partie: { $games } (nejvýš { $cap }, nejstarší se mažou první)
games-date = Datum
games-rules-column = Pravidla
games-result = Výsledek
games-rules = { $rules } { $pits }×{ $seeds }
games-result-won = Vyhrál { $side } { $won }–{ $lost }
games-result-draw = Remíza { $seeds }–{ $seeds }
games-result-abandoned = Nedohraná
games-open = Otevřít
games-export = Exportovat
games-delete = Smazat
games-delete-ask = Smazat tuto partii?
games-delete-yes = Smazat
games-delete-no = Ponechat
games-export-to = Exportovat do tohoto souboru (soubor .json dostane podobu JSON):
games-export-save = Uložit
games-cancel = Zrušit
games-import = Importovat záznam partie
games-import-file = Ze souboru:
games-import-open = Importovat soubor
games-import-paste = Nebo sem vložte text záznamu:
games-import-read = Importovat text
games-close = Zavřít
games-notice-title = Partie
games-notice-ok = Rozumím
games-set-aside-history = Seznam odehraných partií se nepodařilo přečíst. Je uschován jako { $file } a začíná nový seznam.
games-set-aside-stats = Statistiky se nepodařilo přečíst. Jsou uschovány jako { $file } a začínají znovu od nuly.
games-set-aside-settings = Nastavení se nepodařilo přečíst. Je uschováno jako { $file } a platí výchozí nastavení.
games-unreadable-history = Seznam odehraných partií se nepodařilo otevřít ({ $error }). Zůstává, jak je, a až do příštího spuštění hry se do něj nové partie neukládají.
games-unreadable-stats = Statistiky se nepodařilo otevřít ({ $error }). Zůstávají, jak jsou, a až do příštího spuštění hry se do nich nové partie nezapočítávají.
games-unreadable-settings = Nastavení se nepodařilo otevřít ({ $error }). Zůstává, jak je, a až do příštího spuštění hry se změny neukládají.
games-not-written-history = Odehrané partie se nepodařilo uložit: { $error }
games-not-written-stats = Statistiky se nepodařilo uložit: { $error }
games-not-written-settings = Nastavení se nepodařilo uložit: { $error }
games-dropped = Seznam uchovává nejvýš { $cap ->
    [one] { $cap } partii
    [few] { $cap } partie
   *[other] { $cap } partií
}, proto { $games ->
    [one] byla smazána nejstarší partie.
    [few] byly smazány { $games } nejstarší partie.
   *[other] bylo smazáno { $games } nejstarších partií.
}
games-import-failed-at = Tento záznam nelze přečíst. Řádek { $line }, sloupec { $column }: { $reason }
games-import-failed = Tento záznam nelze přečíst: { $reason }
games-exported = Partie byla uložena jako { $file }.
games-downloaded = Partie byla stažena jako { $file }.
games-export-failed = Partii se nepodařilo exportovat: { $reason }
games-copy = Kopírovat
games-copied = Zkopírováno do schránky.
games-paste = Vložit ze schránky
games-import-choose = Vybrat soubor…
games-clipboard-failed = Schránku se nepodařilo použít: { $reason }
stats-title = Statistiky
stats-none = Zatím žádné dohrané partie.
stats-rules = Pravidla
stats-opponent = Soupeř
stats-games = Partie
stats-wins = Výhry
stats-draws = Remízy
stats-losses = Prohry
stats-best = Nejvyšší výhra
stats-streak = Série
stats-margin = { $seeds ->
    [one] o { $seeds } kámen
    [few] o { $seeds } kameny
   *[other] o { $seeds } kamenů
}
stats-streak-wins = { $games ->
    [one] { $games } výhra
    [few] { $games } výhry
   *[other] { $games } výher
}
stats-streak-draws = { $games ->
    [one] { $games } remíza
    [few] { $games } remízy
   *[other] { $games } remíz
}
stats-streak-losses = { $games ->
    [one] { $games } prohra
    [few] { $games } prohry
   *[other] { $games } proher
}
stats-how = Každá dohraná partie se počítá jednou, z vašeho místa proti počítači (z místa Jihu, když hrají dva lidé). Partie dvou počítačů a importované partie se nepočítají. Partie online se počítají zvlášť.
stats-reset = Vynulovat…
stats-reset-ask = Vynulovat všechny statistiky? Nelze to vrátit.
stats-reset-yes = Vynulovat
stats-reset-no = Ponechat
stats-close = Zavřít

## Hra online

online-here = Hrát tady
online-online = Hrát online
online-server = Server
online-name = Vaše jméno
online-default-name = Hráč
online-create-title = Nová hra pro kamaráda
online-your-seat = Vaše strana
online-seat-either = Kterákoli, losem
online-clock = Hodiny
online-clock-none = Bez hodin
online-clock-value = { $minutes } min + { $increment } s za tah
online-create = Založit hru
online-quick = Rychlá hra
online-quick-means = Zahrajete si s dalším, kdo požádá o stejná pravidla a stejné hodiny; začíná Jih.
online-lobby-title = Otevřené hry
online-lobby-opening = Hledám otevřené hry…
online-lobby-unreachable = Seznam otevřených her není dostupný: běží server?
online-lobby-empty = Teď tu žádná otevřená hra není. Založte hru se zaškrtnutým Veřejná a objeví se tady.
online-lobby-join-as = Hrajete za { $side }
online-rated-game = Hodnocená
online-casual-game = Přátelská
online-public = Veřejná (v seznamu otevřených her)
online-rated = Hodnocená
online-rated-means = Hodnocená hra mění hodnocení obou hráčů. I soupeř potřebuje klíč.
online-rated-needs-key = Hodnocené hry potřebují vlastní jméno (výše) a váš klíč hráče (Nastavení).
online-spectators = { $count ->
    [one] { $count } divák
    [few] { $count } diváci
   *[other] { $count } diváků
}
online-draw-offered = Hráč { $name } nabízí remízu.
online-draw-sent = Remíza nabídnuta; čeká se na hráče { $name }.
online-draw-declined = Hráč { $name } remízu odmítl.
online-take-back-asked = Hráč { $name } žádá o vrácení svého posledního tahu.
online-take-back-sent = Požádali jste o vrácení tahu; čeká se na hráče { $name }.
online-take-back-declined = Hráč { $name } vrácení tahu odmítl.
online-accept = Přijmout
online-decline = Odmítnout
online-abort = Zrušit hru
online-abort-means = Ukončí hru bez výsledku; jen v prvních dvou tazích.
online-offer-draw = Nabídnout remízu
online-take-back = Vrátit tah
online-take-back-means = Požádá soupeře o vrácení vašeho posledního tahu (jen v přátelských hrách).
online-code-title = Hra kamaráda
online-code = Kód
online-join = Přidat se
online-join-asks-name = Připojujete se ke hře { $code }. Jméno, které uvidí soupeř (ptáme se jen jednou, uloží se v nastavení):
online-watch = Sledovat
online-code-invalid = Kód má 8 písmen a číslic, například ABCD-EFGH.
online-title = Hra online
online-state-connecting = Připojování…
online-state-open = Připojeno
online-state-reconnecting = Spojení se přerušilo; nový pokus za { $seconds } s
online-state-off = Nepřipojeno
online-waiting = Čekáme, až se kamarád přidá.
online-code-is = Kód: { $code }
online-copy-link = Kopírovat odkaz
online-copied = Zkopírováno
online-link-native = Kamarád zadá kód v nabídce Hrát online, nebo spustí hru příkazem: kalah --join { $code }
online-link-web = Kamarád otevře odkaz, nebo zadá kód v nabídce Hrát online.
online-cancel = Zrušit
online-leave = Odejít
online-watching = Hru sledujete.
online-their-move = Čeká se na tah: { $seat }
online-sent = Váš tah je odeslán; čeká se na server…
online-present = { $name } je tu
online-away = Spojení s hráčem { $name } se přerušilo. Výhru si můžete vzít za { $seconds } s.
online-away-claim = Hráč { $name } se nevrátil.
online-claim = Vzít si výhru
online-resign = Vzdát
online-resign-ask = Vzdát tuto hru?
online-resign-yes = Vzdát
online-resign-no = Hrát dál
online-rematch = Odveta
online-rematch-asked = Hráč { $name } žádá o odvetu.
online-rematch-sent = O odvetu je požádáno; čeká se na hráče { $name }.
online-review = Rozbor
online-over-rules = Hra skončila.
online-over-resigned = Hráč { $name } vzdal hru.
online-over-flag = Hráči { $name } došel čas.
online-over-abandoned = Hráč { $name } opustil hru.
online-over-aborted = Hra byla zrušena: bez výsledku.
online-over-agreed = Remíza dohodou.
online-over-won = Vyhráli jste!
online-over-lost = Prohráli jste.
online-over-draw = Remíza.
online-unreachable = Server { $server } je nedostupný.
online-left = Už nejste v místnosti: vaše místo převzal jiný stůl, nebo se místnost zavřela.
online-gone = Tato hra už na serveru není.
online-gone-elsewhere = Vaše místo převzal jiný stůl; hra pokračuje tam.
online-refused-version = Server mluví jinou verzí hry.
online-refused-malformed = Server nepřečetl zprávu.
online-refused-too-large = Zpráva byla pro server příliš dlouhá.
online-refused-rate = Příliš mnoho zpráv najednou; zpomalte.
online-refused-bad-game = Server neumí hrát tato pravidla nebo tyto hodiny.
online-refused-no-room = Hra s tímto kódem neexistuje (nebo už skončila).
online-refused-bad-token = Toto místo už vám nepatří.
online-refused-in-room = Už jste v místnosti.
online-refused-no-game = Nejste v žádné hře.
online-refused-not-seated = Diváci netáhnou.
online-refused-not-started = Hra ještě nezačala: počkejte na soupeře.
online-refused-turn = Nejste na tahu; tah byl vrácen.
online-refused-stale = Tomuto stolu chyběl tah; váš tah byl vrácen a hra se načítá znovu.
online-refused-illegal = Server tento tah nedovoluje; byl vrácen.
online-refused-over = Hra už skončila; váš tah byl vrácen.
online-refused-too-early = Ještě ne: soupeřova lhůta na návrat neuplynula.
online-refused-name-taken = To jméno patří jinému hráči: zvolte jiné.
online-refused-rated = Ne v hodnocené hře.
online-refused-too-late = Pozdě: hru lze zrušit jen během prvních dvou tahů.
online-refused-too-soon = Ještě ne: o to jste žádali před chvílí.
online-refused-no-request = Není na co odpovědět.
online-refused-server = Server tah neuložil; zkuste to znovu.

## Webová stránka

web-loading = Načítání Kalah 3D…
web-downloading = stahuje se hra
web-downloading-percent = stahuje se hra: { $percent } %
web-starting = spouštění
web-no-simd = tento prohlížeč nemá WebAssembly SIMD; mají ho současné verze Chrome, Edge, Firefox a Safari
web-failed = nepodařilo se spustit: { $error }

## Učit se: lekce každé varianty hry a úlohy (src/ui/learn/, assets/lessons/)
hud-learn = Učit se
learn-title = Učit se
learn-lessons = Lekce
learn-puzzles = Úlohy
learn-passed = etapy: { $passed }/{ $stages }
learn-perfect = vše napoprvé
learn-start = Začít
learn-continue = Pokračovat
learn-again = Znovu
learn-lesson-of = Lekce: { $rules }
learn-puzzles-of = Úlohy: { $rules }
learn-daily = Úloha dne
learn-solved = vyřešeno: { $solved }/{ $count }
learn-solve = Řešit
learn-not-online = Nejdřív opusťte hru po síti: nemůže čekat stranou, zatímco se učíte.
learn-rating = Hodnocení v úlohách { $rating } · série { $streak } (nejlepší { $best })
learn-stage-title = { $rules } · etapa { $stage } z { $stages }
learn-daily-title = Úloha dne · { $id }
learn-puzzle-title = { $rules } · úloha { $number } z { $count }
learn-you-play = Hrajete za { $side }: { $how }.
learn-next-stage = Další etapa
learn-lesson-complete = Lekce dokončena!
learn-try-again = Zkusit znovu
learn-back-to-list = Lekce a úlohy
learn-leave = Zpět ke hře
learn-wrong = Váš tah — { $played }: poslední kámen dopadl { $landed ->
    [own-store] do vaší pokladnice
    [other-store] do pokladnice protivníka
    [own-pit] do vaší jamky { $pit }
    [other-pit] do jamky { $pit } protivníka
   *[none] mimo desku
}{ $what ->
    [capture] {" "}a ulovili jste { $seeds ->
        [one] { $seeds } kámen
        [few] { $seeds } kameny
       *[other] { $seeds } kamenů
    }.
    [extra] {" "}a táhnete znovu.
    [over] {" "}a hra skončila.
   *[other] , takže jste nic neulovili a tah přešel na protivníka.
}
learn-wrong-idea = { $idea ->
    [capture] Tato etapa je o lovu: najděte jamku, z níž poslední kámen dopadne do vaší prázdné jamky.
    [extra] Tato etapa je o tahu navíc: najděte jamku, z níž poslední kámen dopadne do vaší pokladnice.
    [relay] Tato etapa je o štafetovém pokládání: najděte jamku, z níž poslední kámen dopadne do jamky s kameny, a pokládejte dál odtud.
    [four] Tato etapa je o čtveřicích: najděte jamku, po jejímž rozložení bude v některé jamce právě čtyři kameny.
    [over] Tato etapa je o konci hry: najděte tah, který ji ukončí.
    [strategy] Tato etapa chce nejlepší tah: tabulka ukazuje, kolik který tah má cenu.
   *[move] Tato etapa chce tah { $asked }: jeho jamka svítí.
} Zkuste to znovu.
learn-values = Každý tah a jeho hodnota, když obě strany hrají bez chyby:
learn-your-move = váš tah
learn-puzzle-find = Najděte nejlepší tah za { $side }.
learn-puzzle-chain = Nejlepší tah vám dá tah navíc: hledejte nejlepší, dokud váš tah neskončí.
learn-puzzle-again = Správně! Táhnete ještě jednou: najděte další nejlepší tah.
learn-hint = Rada
learn-puzzle-solved = Vyřešeno!
learn-puzzle-hinted = Vyřešeno s radou: počítá se jako nevyřešená.
learn-puzzle-missed = To není nejlepší tah.
learn-puzzle-about = Téma: { $theme } · obtížnost { $rating } · řešení: { $answer }
learn-rating-change = Vaše hodnocení: { $change }
learn-next-puzzle = Další úloha
learn-theme-extra-turns = tahy navíc
learn-theme-capture = lov
learn-theme-relay = štafeta
learn-theme-fours = čtveřice
learn-theme-defence = obrana před lovem
learn-theme-endgame = počítání koncovky
learn-theme-strategy = strategie
learn-offer-title = Mankalu hrajete poprvé?
learn-offer = Naučte se ji za tři minuty: krátká lekce přímo na desce, jedna myšlenka po druhé. Najdete ji vždy pod tlačítkem Učit se.
learn-offer-yes = Učit se
learn-offer-no = Ne, děkuji
games-set-aside-learning = Vaše lekce a úlohy nešlo přečíst. Byly uloženy jako { $file } a začínají znovu.
games-unreadable-learning = Vaše lekce a úlohy nešlo otevřít ({ $error }). Zůstávají, jak jsou, a co se naučíte do příštího spuštění hry, se neuloží.
games-not-written-learning = Vaše lekce a úlohy nešlo uložit: { $error }

## Etapy lekcí (assets/lessons/*.json): název, co etapa říká a co říká po tahu
learn-sow-title = Pokládání
learn-sow-say = Na tahu vezmete všechny kameny z jedné své jamky a pokládáte je proti směru hodinových ručiček, po jednom do každého dalšího důlku. Zahrajte jamku { $pit }, tu, která svítí.
learn-sow-done = Čtyři kameny padly po jednom do čtyř dalších jamek. Teď je na tahu soupeř.
learn-store-title = Vaše pokladnice
learn-store-say = Velký důlek po vaší pravici je vaše pokladnice a každý kámen v ní se vám počítá. Když kolem ní pokládáte, padne do ní kámen. Zahrajte jamku { $pit }.
learn-store-done = Jeden kámen cestou padl do vaší pokladnice a ostatní pokračovaly do soupeřových jamek.
learn-extra-title = Tah navíc
learn-extra-say = Počítejte, než zahrajete: v jamce { $pit } je přesně tolik kamenů, kolik jich je třeba k vaší pokladnici. Zahrajte ji.
learn-extra-done = Poslední kámen dopadl do vaší pokladnice, takže táhnete ještě jednou.
learn-capture-title = Lov
learn-capture-say = Když poslední kámen dopadne do prázdné jamky ve vaší řadě, loví: on i všechny kameny z protilehlé jamky putují do vaší pokladnice. Zahrajte jamku { $pit }: její poslední kámen skončí v prázdné jamce.
learn-capture-done = Úlovek! Poslední kámen i všechny kameny naproti jsou ve vaší pokladnici.
learn-facing-title = Naproti nic
learn-facing-say = V kalahu je k lovu potřeba, aby v protilehlé jamce byly kameny. Zahrajte jamku { $pit }: tentokrát je jamka naproti prázdná.
learn-facing-done = Žádný lov: naproti nic nebylo, takže váš kámen zůstává, kde dopadl.
learn-always-title = Lov i proti prázdné jamce
learn-always-say = V této hře vaše prázdná jamka loví vždy, i když je jamka naproti prázdná. Zahrajte jamku { $pit }: naproti jamce, kde tah skončí, je prázdno.
learn-always-done = Váš poslední kámen šel do pokladnice sám: úlovek jednoho kamene.
learn-end-title = Konec hry
learn-end-say = Hra končí, jakmile jednomu z hráčů nezbude v jamkách žádný kámen. Zahrajte jamku { $pit }, svůj poslední kámen.
learn-end-done = Vaše jamky jsou prázdné, hra skončila. Soupeř si přidá kameny ze svých jamek do své pokladnice a vyhrává plnější pokladnice.
learn-end-uncounted-title = Konec: zbytky se nepočítají
learn-end-uncounted-say = Hra končí, jakmile jednomu z hráčů nezbude v jamkách žádný kámen. Zahrajte jamku { $pit }, svůj poslední kámen.
learn-end-uncounted-done = Hra skončila. Kameny, které zůstaly v jamkách, se tu nepočítají: počítají se jen pokladnice.
learn-count-title = Strategie: nejdřív tah navíc
learn-count-say = Který tah je nejlepší? Spočítejte každou jamku: kámen, který přesně dojde do vaší pokladnice, vám dá další tah a ostatní jamky vám zůstanou. Vyberte tah.
learn-count-done = Správně: kámen z jamky { $pit } dojde do vaší pokladnice a táhnete ještě jednou. Tabulka ukazuje hodnotu každého tahu: o kolik kamenů skončíte napřed, nebo pozadu, když obě strany hrají bez chyby.
learn-guard-title = Strategie: chraňte své kameny
learn-guard-say = Soupeř ohrožuje vaši jamku { $pit }: kámen z jeho jamky 5 by dopadl do jeho prázdné jamky 6 naproti a ulovil ji. Jak zahrajete?
learn-guard-done = Správně: ohrožené kameny jste rozehráli a vaše kameny jsou v bezpečí.
learn-noextra-title = Bez tahů navíc
learn-noextra-say = V obecné hře vám poslední kámen v pokladnici tah navíc nedá. Zahrajte jamku { $pit } a uvidíte.
learn-noextra-done = Kámen se vám v pokladnici počítá, ale tah stejně přechází na soupeře.
learn-nocapture-title = Bez lovu
learn-nocapture-say = V obecné hře se nikdy neloví. Zahrajte jamku { $pit }: její poslední kámen skončí v prázdné jamce.
learn-nocapture-done = Nic se nestane: kameny se počítají, až když dojdou do pokladnice.
learn-count-general-title = Strategie: počítejte tahy
learn-count-general-say = Který tah má největší cenu? Vyberte tah; tabulka pak ukáže hodnotu každého.
learn-count-general-done = Správně: nejlepší tah je tu jamka { $pit }. Tabulka ukazuje hodnotu každého tahu, když obě strany hrají bez chyby.
learn-sow-choice-title = Pokládání oběma směry
learn-sow-choice-say = V etiopské hře si každý tah volíte, kterým směrem budete pokládat. Nejdřív zahrajte jamku { $pit } proti směru hodinových ručiček, doprava.
learn-sow-choice-done = Kameny šly doprava, po jednom do každé jamky.
learn-clockwise-title = Po směru hodinových ručiček
learn-clockwise-say = Teď zahrajte jamku { $pit } po směru hodinových ručiček, doleva: kameny jdou doleva a dál do soupeřovy řady.
learn-clockwise-done = Po směru hodinových ručiček šly kameny doleva a dál do soupeřových jamek, kolem jeho pokladnice.
learn-minlift-title = Osamělé kameny zůstávají
learn-minlift-say = Tady musí jamka mít aspoň dva kameny, aby se dala zahrát: jamky s jedním kamenem jsou ztlumené a hrát s nimi nelze. Zahrajte jamku { $pit }.
learn-minlift-done = Správně. Osamělý kámen se nikdy zvednout nedá, takže plánujte s jamkami o dvou a více kamenech.
learn-capture-cw-title = Lov oběma směry
learn-capture-cw-say = Vaše prázdná jamka loví, ať pokládáte kterýmkoli směrem, i proti prázdné jamce. Zahrajte jamku { $pit } po směru hodinových ručiček: její poslední kámen skončí ve vaší prázdné první jamce.
learn-capture-cw-done = Úlovek! Poslední kámen i kameny naproti jsou ve vaší pokladnici.
learn-end-ethiopian-title = Konec hry
learn-end-ethiopian-say = Hra končí, když hráč nemůže táhnout, a jamka s jedním kamenem není tah. Zahrajte jamku { $pit }.
learn-end-ethiopian-done = Zbyly vám jen osamělé kameny, hra tedy skončila a kameny v jamkách se nepočítají. Hra končí také po 100 tazích za sebou, při nichž žádný kámen nedošel do pokladnice.
learn-count-ethiopian-title = Strategie: počítejte oběma směry
learn-count-ethiopian-say = Spočítejte každou jamku oběma směry: který tah má největší cenu? Vyberte tah.
learn-count-ethiopian-done = Správně: proti směru hodinových ručiček dojde jamka { $pit } přesně do vaší pokladnice a táhnete ještě jednou.
learn-relay-title = Štafeta
learn-relay-say = V nigerijské hře, když poslední kámen dopadne do jamky, kde už kameny jsou, vezmete je všechny a pokládáte dál. Zahrajte jamku { $pit }.
learn-relay-done = Dvakrát padl poslední kámen do jamky s kameny a dvakrát pokládání pokračovalo, až skončilo v prázdné jamce.
learn-both-stores-title = Obě pokladnice
learn-both-stores-say = Tady se při pokládání dává kámen do každé pokladnice na cestě, i do soupeřovy. Zahrajte jamku { $pit }.
learn-both-stores-done = Pokládání obešlo desku a nechalo v každé pokladnici jeden kámen.
learn-fours-title = Čtveřice
learn-fours-say = Jakmile při pokládání leží v jamce přesně čtyři kameny, majitel jamky si je hned vezme do své pokladnice. Zahrajte jamku { $pit }: její první kámen vytvoří čtveřici.
learn-fours-done = Čtveřice ve vaší jamce: kameny šly rovnou do vaší pokladnice.
learn-fours-theirs-title = Čtveřice patří majiteli jamky
learn-fours-theirs-say = Čtveřice patří vždy majiteli jamky, ať položil čtvrtý kámen kdokoli. Zahrajte jamku { $pit }: její poslední kámen vytvoří čtveřici v soupeřově řadě.
learn-fours-theirs-done = Čtveřice šla do soupeřovy pokladnice: vždy se dívejte, kde vaše kameny tvoří čtveřici.
learn-noextra-nigerian-title = Bez tahů navíc
learn-noextra-nigerian-say = Tady vám poslední kámen v pokladnici tah navíc nedá. Zahrajte jamku { $pit }.
learn-noextra-nigerian-done = Kámen se počítá a tah přechází na soupeře.
learn-count-nigerian-title = Strategie: čtveřice na vaší straně
learn-count-nigerian-say = Který tah má největší cenu? Hledejte čtveřici ve své řadě. Vyberte tah.
learn-count-nigerian-done = Správně: jamka { $pit } vytvoří čtveřici na vaší straně a ta jde do vaší pokladnice.
learn-cap-title = Nejvýš tři tahy navíc
learn-cap-say = V Zillions smíte táhnout navíc nejvýš třikrát za sebou a právě jste to třikrát udělali. Zahrajte jamku { $pit }: její poslední kámen dopadne znovu do vaší pokladnice.
learn-cap-done = Kámen se počítá, ale to už byl tah navíc jeden přes míru: tah přechází na soupeře.
learn-majority-title = Výhra většinou
learn-majority-say = Hra končí, jakmile je v jedné pokladnici víc než polovina všech kamenů. Ulovte jamkou { $pit } a přejděte polovinu.
learn-majority-done = Ve vaší pokladnici je víc než polovina kamenů: vyhráli jste okamžitě. Kameny v jamkách se nepočítají.
learn-turnstart-title = Konec přichází na tahu
learn-turnstart-say = Tady hra končí, až když hráč na tahu nemá žádný tah. Zahrajte jamku { $pit }, své poslední kameny.
learn-turnstart-done = Vaše jamky jsou prázdné, a přesto hra pokračuje: teď táhne soupeř a může vám kameny zase položit.
learn-sow3-title = Pokládání po třech kamenech
learn-sow3-say = Ruská hra začíná se třemi kameny v každé jamce. Vezměte všechny kameny z jamky a pokládejte je po jednom proti směru hodinových ručiček. Zahrajte jamku { $pit }.
learn-sow3-done = Tři kameny, tři jamky. Teď je na tahu soupeř.
learn-extra3-title = Tah navíc
learn-extra3-say = V jamce { $pit } jsou tři kameny a k vaší pokladnici jsou to tři důlky. Zahrajte ji.
learn-extra3-done = Poslední kámen dopadl do vaší pokladnice, takže táhnete ještě jednou.
learn-swap-title = Koláčové pravidlo
learn-swap-say = Teď jste druhý hráč, Sever. Jih už udělal první tah; ve svém prvním tahu si místo tahu můžete vzít stranu Jihu i s jeho pozicí. Stiskněte Vyměnit strany.
learn-swap-done = Vyměnili jste strany: pozice, kterou postavil Jih, je teď vaše a soupeř hraje dál ze strany, kterou jste opustili. Vyměnit smíte jen teď, jednou za hru.
learn-sow6-title = Pokládání po šesti kamenech
learn-sow6-say = Česká kalaha začíná se šesti kameny v každé jamce. Zahrajte jamku { $pit }: jejích šest kamenů dojde za vaši pokladnici.
learn-sow6-done = Jeden kámen cestou padl do vaší pokladnice a poslední do první jamky soupeře.
learn-extra6-title = Tah navíc
learn-extra6-say = Jamka { $pit } je šest důlků od vaší pokladnice a má šest kamenů. Zahrajte ji.
learn-extra6-done = Poslední kámen dopadl do vaší pokladnice, takže táhnete ještě jednou.
learn-sow-houses-title = Pokládání mimo domy
learn-sow-houses-say = Vezměte všechny kameny z jedné své jamky a pokládejte je proti směru hodinových ručiček, po jednom do každé další jamky. Velké důlky na koncích jsou domy: pokládání je míjí a leží v nich jen ulovené kameny. Zahrajte jamku { $pit }.
learn-sow-houses-done = Čtyři kameny šly po jednom do čtyř dalších jamek, kolem vašeho domu a dál do soupeřovy řady. Teď táhne soupeř.
learn-sow-songo-done = Pět kamenů šlo po jednom do pěti dalších jamek, kolem vašeho domu a dál do soupeřovy řady. Teď táhne soupeř.
learn-lap-title = Kolo vynechá vyprázdněnou jamku
learn-lap-say = Jamka s více kameny, než je na desce ostatních jamek, obejde celé kolo, ale do jamky, ze které se brala, nikdy nepoloží. Zahrajte jamku { $pit }.
learn-lap-done = Pokládání obešlo celé kolo, vyprázdněnou jamku vynechalo a poslední kámen položilo do další. Vyprázdněná jamka zůstala prázdná.
learn-capture-oware-title = Lov: dva nebo tři
learn-capture-oware-say = Když poslední kámen dopadne do soupeřovy jamky a jsou v ní pak dva nebo tři kameny, ulovíte je všechny do svého domu. Zahrajte jamku { $pit }: její poslední kámen udělá tři v soupeřově první jamce.
learn-capture-oware-done = Uloveno: tři kameny šly do vašeho domu. Jamka s jedním kamenem nebo se čtyřmi a více se neloví.
learn-chain-oware-title = Řetěz
learn-chain-oware-say = Po lovu se podívejte na jamku před ní: jsou-li i v ní dva nebo tři kameny, uloví se také, a tak dál zpět po soupeřově řadě, dokud nepřijde jamka s jiným počtem. Zahrajte jamku { $pit }.
learn-chain-oware-done = Tři jamky za sebou: dva, dva a tři kameny, celkem sedm. Řetěz se zastavil u jamky se čtyřmi.
learn-feed-title = Nakrmte soupeře
learn-feed-say = Soupeři nezbyly žádné kameny. Musíte mu nějaké dát, pokud to jde: tah, po kterém zůstane jeho řada prázdná, není dovolen, proto je jamka 1 zhasnutá. Zahrajte jamku { $pit }.
learn-feed-done = Vaše kameny došly do soupeřovy řady a hra pokračuje. Nechat soupeře hladovět se nesmí, dokud ho nějaký tah může nakrmit.
learn-grand-slam-title = Velký slam
learn-grand-slam-say = Tah, který by ulovil všechny soupeřovy kameny, je velký slam. Zahrát ho smíte, ale nic neuloví. Zahrajte jamku { $pit } a uvidíte.
learn-grand-slam-done = Poslední kameny udělaly počty, které loví, ale soupeř by po lovu neměl nic, a tak všechny kameny zůstaly na místě.
learn-no-feed-title = Když nikdo nemůže nakrmit
learn-no-feed-say = Zahrajte jamku { $pit }, svůj poslední kámen. Pak vás soupeř musí nakrmit, pokud může.
learn-no-feed-done = Žádný soupeřův tah nedojde do vaší řady, takže hra skončila a soupeř si vezme kameny, které zbyly na jeho straně. Hra končí také, když se pozice zopakuje: pak si každý vezme kameny ze své strany.
learn-guard-counts-title = Strategie: chraňte své jamky
learn-guard-counts-say = Soupeř ohrožuje vaši jamku { $pit }: jeho poslední kámen by do ní dopadl a udělal počet, který loví. Jak zahrajete?
learn-guard-counts-done = Správně: ohrožené kameny jste rozehráli a soupeřův poslední kámen nemá co ulovit. Tabulka ukazuje hodnotu každého tahu, když obě strany hrají bez chyby.
learn-win-oware-title = Dvacet pět vyhrává
learn-win-oware-say = Kdo uloví víc než polovinu ze 48 kamenů, tedy 25 nebo víc, hned vyhrává. Zahrajte jamku { $pit }: její poslední kámen udělá tři a v jamce před ní budou dva.
learn-win-oware-done = Ve vašem domě je 27 kamenů, víc než polovina: vyhráli jste. Když mají oba 24, je to remíza.
learn-played-out-title = Do posledního kamene
learn-played-out-say = Awari se hraje až do konce: počítá se každý kámen, i po 24. Zahrajte jamku { $pit }: její poslední kámen udělá tři a v jamce před ní budou dva.
learn-played-out-done = Máte 27 kamenů, víc než polovinu, a hra přesto pokračuje: rozhodne konečný počet, až hráč nebude moci táhnout nebo se pozice zopakuje.
learn-capture-songo-title = Lov: dva nebo čtyři
learn-capture-songo-say = V songu poslední kámen loví, když jsou pak v soupeřově jamce dva nebo čtyři kameny. Zahrajte jamku { $pit }: její jediný kámen tam udělá čtyři.
learn-capture-songo-done = Uloveno: čtyři kameny šly do vašeho domu. Jeden nebo tři kameny by zůstaly na místě.
learn-chain-songo-title = Řetěz dvojek a čtyřek
learn-chain-songo-say = Soupeřovy jamky před ulovenou se loví také, dokud jsou v nich dva nebo čtyři kameny. Zahrajte jamku { $pit }.
learn-chain-songo-done = Dva, čtyři a dva: osm kamenů. Řetěz se zastavil u jamky se třemi.
learn-win-songo-title = Třicet šest vyhrává
learn-win-songo-say = Kdo uloví víc než polovinu ze 70 kamenů, tedy 36 nebo víc, hned vyhrává. Zahrajte jamku { $pit }: její poslední kámen udělá čtyři a v jamce před ní budou dva.
learn-win-songo-done = Ve vašem domě je 38 kamenů, víc než polovina: vyhráli jste.
learn-sow-beans-title = Pokládání fazolí
learn-sow-beans-say = Bohnenspiel začíná se šesti fazolemi v každé jamce. Vezměte všechny fazole z jedné své jamky a pokládejte je proti směru hodinových ručiček, po jedné do každé další jamky; pokladnice se míjejí a leží v nich jen ulovené fazole. Zahrajte jamku { $pit }.
learn-sow-beans-done = Šest fazolí, šest jamek: tři na vaší straně a tři na soupeřově. Teď táhne soupeř.
learn-lap-beans-title = Dlouhé kolo
learn-lap-beans-say = Jamka s dvanácti fazolemi nebo víc obejde celé kolo a vyprázdněná jamka tu fazoli také dostane. Zahrajte jamku { $pit }.
learn-lap-beans-done = Dvanáctá fazole se vrátila do jamky, kterou jste vyprázdnili.
learn-capture-beans-title = Lov: dvě, čtyři nebo šest
learn-capture-beans-say = Když jsou po poslední fazoli v jamce dvě, čtyři nebo šest fazolí, ulovíte je všechny. Zahrajte jamku { $pit }: její jediná fazole udělá dvě v soupeřově první jamce.
learn-capture-beans-done = Uloveno: dvě fazole šly do vaší pokladnice. Jamka s jednou, třemi nebo pěti fazolemi, nebo s víc než šesti, zůstává.
learn-own-beans-title = I na vaší straně
learn-own-beans-say = Poslední fazole loví i ve vašich vlastních jamkách: dvě, čtyři nebo šest fazolí tam jsou vaše. Zahrajte jamku { $pit }: její poslední fazole udělá čtyři ve vaší jamce 4.
learn-own-beans-done = Ulovili jste svoje vlastní čtyři fazole: teď jsou v bezpečí ve vaší pokladnici, kde je soupeř nevezme.
learn-chain-beans-title = Řetěz
learn-chain-beans-say = Po lovu se hledí na jamku před ní: dvě, čtyři nebo šest fazolí se tam loví také, a tak dál zpět, z jedné řady do druhé. Zahrajte jamku { $pit }.
learn-chain-beans-done = Poslední fazole udělala dvě v soupeřově jamce a jamka před ní, vaše, měla také dvě: čtyři fazole. Řetěz se zastavil u prázdné jamky.
learn-all-beans-title = Ulovit všechno
learn-all-beans-say = V Bohnenspielu smíte ulovit všechny soupeřovy fazole, a hráč, který na tahu nemůže táhnout, hru ukončí. Zahrajte jamku { $pit }.
learn-all-beans-done = Ulovili jste všech šest a soupeř nemůže táhnout: hra skončila a fazole, které zbyly na vaší straně, jdou do vaší pokladnice.
learn-win-beans-title = Třicet sedm vyhrává
learn-win-beans-say = Kdo uloví víc než polovinu ze 72 fazolí, tedy 37 nebo víc, hned vyhrává. Zahrajte jamku { $pit }.
learn-win-beans-done = Ve vaší pokladnici je 39 fazolí, víc než polovina: vyhráli jste.
learn-chain-count-beans-title = Strategie: nejdelší řetěz
learn-chain-count-beans-say = Loví tu víc tahů. Spočítejte každý řetěz přes obě řady: který tah má největší cenu?
learn-chain-count-beans-done = Správně: jamka { $pit } uloví dvě fazole v soupeřově řadě a dvě v jamce před ní, ve vaší řadě. Tabulka ukazuje hodnotu každého tahu, když obě strany hrají bez chyby.
learn-sow-back-title = Pokládání od vyprázdněné jamky
learn-sow-back-say = Toguz kumalak má na každé straně devět jamek po devíti kuličkách. Vezměte všechny kuličky z jamky a pokládejte je proti směru hodinových ručiček, první zpět do jamky, kterou jste vyprázdnili. Zahrajte jamku { $pit }.
learn-sow-back-done = První kulička se vrátila do jamky 1 a ostatních osm šlo do osmi dalších jamek.
learn-single-ball-title = Jediná kulička
learn-single-ball-say = Jediná kulička z jamky přejde do další jamky. Zahrajte jamku { $pit }.
learn-single-ball-done = Kulička přešla do další jamky a vaše jamka 1 je prázdná.
learn-capture-even-title = Lov: sudý počet
learn-capture-even-say = Když poslední kulička dopadne do soupeřovy jamky a je v ní pak sudý počet, vezmete si všechny kuličky z ní. Zahrajte jamku { $pit }.
learn-capture-even-done = Poslední kulička udělala deset v soupeřově jamce 4 a všech deset je vašich. Lichý počet nebere nic.
learn-tuzdyk-title = Tuzdyk
learn-tuzdyk-say = Když poslední kulička udělá v soupeřově jamce přesně tři, vezmete si je a jamka se do konce hry stane vaším tuzdykem. Zahrajte jamku { $pit }.
learn-tuzdyk-done = Soupeřova jamka 2 je teď váš tuzdyk: každá kulička, která do ní dopadne, ať ji položí kdokoli, jde do vaší pokladnice.
learn-tuzdyk-ninth-title = Nikdy v deváté jamce
learn-tuzdyk-ninth-say = Tuzdyk má svá omezení: jeden na hráče, nikdy v soupeřově deváté jamce a ne v jamce se stejným číslem jako soupeřův tuzdyk. Zahrajte jamku { $pit }: její poslední kulička udělá tři v jeho deváté jamce.
learn-tuzdyk-ninth-done = V deváté jamce tuzdyk být nemůže a tři je liché číslo: nic se nebere.
learn-tuzdyk-take-title = Kuličky do vašeho tuzdyku
learn-tuzdyk-take-say = Váš tuzdyk je soupeřova jamka 3. Zahrajte jamku { $pit }: jedna z jejích kuliček do něj dopadne.
learn-tuzdyk-take-done = Kulička, která dopadla do vašeho tuzdyku, šla rovnou do vaší pokladnice. Z tuzdyku se nikdy netáhne: jen sbírá.
learn-win-toguz-title = Osmdesát dva vyhrává
learn-win-toguz-say = Kdo má víc než polovinu ze 162 kuliček, tedy 82 nebo víc, vyhrává; 81 na obou stranách je remíza. Zahrajte jamku { $pit }.
learn-win-toguz-done = Ve vaší pokladnici je 82 kuliček: vyhráli jste.
learn-guard-even-title = Strategie: žádný sudý počet
learn-guard-even-say = Osamělá kulička ze soupeřovy deváté jamky by přešla do vaší jamky { $pit } a udělala tam dvě, sudý počet, který si vezme. Jak zahrajete?
learn-guard-even-done = Správně: vaše kulička šla dál, takže jeho kulička udělá jednu, lichý počet, který nebere nic. Tabulka ukazuje hodnotu každého tahu, když obě strany hrají bez chyby.
