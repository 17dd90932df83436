# Kalah 3D: todas las palabras de la interfaz del juego y de su página web, en español.
# Vocabulario de los reglamentos originales: hoyo, semilla (gema), almacén (kalah), sembrar, comer.

language-name = Español
language = Idioma

## HUD

hud-new-game = Nueva partida…
hud-controls = Controles
hud-rules = Reglas
hud-undo = Deshacer
hud-redo = Rehacer
hud-hint = Pista
hud-hint-busy = Pista…
hud-swap = Cambiar de lado
hud-pause = Pausa
hud-resume = Reanudar
hud-skip = Saltar
hud-speed = Velocidad
hud-mute = Silenciar
status-rules = { $rules } · { $seeds ->
    [one] { $seeds } semilla por hoyo
   *[other] { $seeds } semillas por hoyo
}
status-extra-turn = ¡{ $side } repite turno!
status-paused = En pausa
status-sowing = Sembrando…
status-sows = { $seat } siembra…
status-thinking = { $seat } está pensando…
status-to-move = Juega { $seat }: { $how }
refused-turn = Ahora no: juega { $seat }
refused-sowing = Espera a que caigan las semillas
refused-paused = La partida está en pausa
refused-illegal = Ese hoyo no se puede sembrar ahora
status-replay = { $ply ->
    [0] Repetición: el inicio, { $total } jugadas por delante
   *[other] Repetición: jugada { $ply } de { $total }
}
save-set-aside-title = Partida guardada apartada
save-set-aside = No se pudo leer la partida guardada. Se conserva como { $file } y empieza una partida nueva.
save-set-aside-ok = Aceptar

hud-settings = Ajustes
settings-title = Ajustes
settings-sound = Sonido
settings-master-volume = Volumen general
settings-effects-volume = Volumen de efectos
settings-mute = Silenciar
settings-close = Cerrar
settings-display = Pantalla
settings-view = Vista
settings-view-3d = 3D
settings-view-top-down = Desde arriba
settings-ui-scale = Tamaño de la interfaz
settings-ui-scale-auto = Automático ({ $percent } %)
settings-ui-scale-auto-means = Automático respeta la escala de la pantalla y agranda la interfaz en una ventana de más de 960 puntos de alto, hasta el 150 %.
settings-ui-scale-percent = { $percent } %
settings-gem-colours = Colores de las gemas
settings-gems-classic = Clásicos
settings-gems-colour-safe = Aptos para daltónicos
settings-contrast = Contraste
settings-contrast-high = Alto
settings-turn = Dos en una pantalla
settings-turn-board = Girar el tablero hacia el bando que mueve
settings-motion = Movimiento
settings-motion-reduced = Reducido (sin arcos)
settings-quality = Calidad gráfica
settings-quality-auto-high = Automático: alta
settings-quality-auto-software = Automático: baja (renderizado por software)
settings-quality-auto-slow = Automático: baja (la imagen iba lenta)
settings-quality-low = Baja
settings-quality-high = Alta
settings-quality-means = La calidad alta dibuja sombras, bordes suaves, gemas redondas y la veta fina de la madera. La baja dibuja más rápido: sin sombras ni suavizado, con gemas y veta más sencillas. Automático elige la baja con renderizado por software o cuando la imagen va lenta.
settings-window = Ventana
settings-fullscreen = Pantalla completa
settings-online = En línea
settings-key-means = Tu clave de jugador es tu identidad en el servidor: tu nombre y tu puntuación. Guárdala en secreto. Si la pierdes, los pierdes para siempre; para jugar como tú en otro dispositivo, cópiala allí.
settings-key-none = Este dispositivo no pudo crear una clave: juegas en línea como invitado (solo partidas amistosas).
settings-key = Clave de jugador
settings-key-show = Mostrar
settings-key-hide = Ocultar
settings-key-copy = Copiar
settings-key-paste = Clave de otro dispositivo
settings-key-use = Usar esta clave
settings-key-use-means = Sustituye la clave de este dispositivo: desde la próxima partida juegas como el jugador de la clave pegada.
settings-key-wrong-length = Una clave tiene 32 caracteres: cifras y letras de la a a la f.
settings-key-not-hex = Una clave solo tiene cifras del 0 al 9 y letras de la a a la f.
settings-key-copied = Clave copiada.
settings-key-replaced = Ahora la clave pegada es la tuya.

## Lados y jugadores

side-south = Sur
side-north = Norte
seat = { $side } ({ $who })
seat-you = tú
seat-opponent = rival
player-human = Humano
player-remote = Rival en línea
player-ai = { $level ->
    [beginner] IA principiante
    [easy] IA fácil
   *[medium] IA media
    [hard] IA difícil
    [master] IA maestra
}

## Cómo mover, según el último dispositivo usado

move-mouse = haz clic en un hoyo
move-mouse-swap = haz clic en un hoyo o cambia de lado
move-mouse-choice = { $sow } siembra en sentido antihorario, { $sow-cw } en sentido horario
move-keys-pick = las flechas o 1–{ $pits } eligen un hoyo
move-pad-pick = la cruceta o el stick eligen un hoyo
move-sow = { $pick }, { $sow } lo siembra
move-sow-swap = { $pick }, { $sow } lo siembra, { $swap } cambia de lado
move-sow-choice = { $pick }, { $sow } siembra en sentido antihorario, { $sow-cw } en sentido horario
either = { $a } o { $b }

## La pista

hint = Pista: { $move } ({ $value })
hint-pit = hoyo { $pit }
hint-pit-cw = hoyo { $pit } en sentido horario
hint-swap = cambiar de lado
hint-draw = tablas, demostrado
hint-wins = gana por { $by }, demostrado
hint-loses = pierde por { $by }, demostrado
hint-even = más o menos igualado a profundidad { $depth }
hint-about = más o menos { $value } a profundidad { $depth }

## Fin de la partida

over-title = Fin de la partida
over-you-win = ¡Has ganado!
over-wins = Gana { $seat }
over-draw = Tablas
over-no-moves = Un jugador ya no puede mover.
over-majority = Un almacén tiene más de la mitad de las semillas.
over-no-progress = Demasiado tiempo sin que ninguna semilla llegue a un almacén.
over-repetition = Se repitió una posición: cada jugador se quedó con las semillas de su lado.
over-play-again = Jugar otra vez
over-review = Analizar

## Lo que se dice tras cada jugada (lectores de pantalla)

said-sowed = { $seat } siembra el hoyo { $pit }: { $seeds ->
    [one] una semilla
   *[other] { $seeds } semillas
}
said-sowed-cw = { $seat } siembra el hoyo { $pit } en sentido horario: { $seeds ->
    [one] una semilla
   *[other] { $seeds } semillas
}
said-swapped = { $seat } cambia de lado (regla del pastel)
said-relays = { $relays ->
    [one] sigue sembrando una vez
   *[other] sigue sembrando { $relays } veces
}
said-captured = come { $seeds ->
    [one] una semilla
   *[other] { $seeds } semillas
}
said-tuzdyk = un tuzdyk ganado en el hoyo { $pit } del contrario
said-to-tuzdyk = { $seeds ->
    [one] una semilla
   *[other] { $seeds } semillas
} a un tuzdyk
said-grand-slam = gran slam: no come nada
said-fours = { $fours ->
    [one] un hoyo con cuatro
   *[other] { $fours } hoyos con cuatro
}
said-again = { $seat } repite turno.
said-your-turn = Te toca.
said-your-turn-again = Vuelves a jugar.
said-to-move = Juega { $seat }.
said-stores = { $south } { $south_seeds }, { $north } { $north_seeds }.

## El tablero para lectores de pantalla: cada hoyo y almacén, y dónde cae la última semilla

board-pit = { $side }, hoyo { $pit }: { $seeds ->
    [one] una semilla
   *[other] { $seeds } semillas
}
board-tuzdyk = tuzdyk de { $side }
board-store = { $side }, almacén: { $seeds ->
    [one] una semilla
   *[other] { $seeds } semillas
}
board-counter-clockwise = en sentido antihorario
board-clockwise = en sentido horario
board-lands-own-store = la última semilla cae en tu almacén
board-lands-other-store = la última semilla cae en el almacén del contrario
board-lands-own-pit = la última semilla cae en tu hoyo { $pit }
board-lands-other-pit = la última semilla cae en el hoyo { $pit } del contrario
board-online-your-turn = te toca jugar, contra un rival en línea
board-online-their-turn = juega { $seat }, en línea

## Jugadas

moves-title = Jugadas
moves-none = Aún no hay jugadas.
moves-start = Inicio

## Repetición y análisis

replay-title = Repetición
replay-where = Jugada { $ply } de { $total }
replay-clocks = Relojes tras esta jugada: { $first } · { $second }
replay-first = Al inicio
replay-back = Atrás
replay-play = Reproducir
replay-stop = Detener
replay-forward = Adelante
replay-last = Al final
replay-take-over = Seguir jugando desde aquí
replay-take-over-start = Jugar desde aquí
replay-unplayable-title = No se puede reproducir esta partida
replay-unplayable = El registro de la partida no se puede jugar: { $reason }
replay-unplayable-ok = Aceptar
review-start = Analizar la partida
review-running = Analizando: jugada { $done } de { $total }
review-cancel = Cancelar
review-done = Analizada en { $seconds } s · valor exacto demostrado: { $exact } de { $total }
review-waiting = Esta jugada aún no está analizada.
review-graph = Valor de la partida para el Sur, en semillas: por encima de la línea va ganando el Sur; los puntos rellenos están demostrados. Haz clic para ir a una jugada.
review-played = Jugada { $ply } ({ $side }): { $move } — { $value }
review-best = La mejor: { $move } — { $value }
review-mark = { $lost ->
    [0] { $mark }
    [one] { $mark }: se pierde { $lost } semilla de valor
   *[other] { $mark }: se pierden { $lost } semillas de valor
}
mark-best = La mejor
mark-good = Buena
mark-inaccuracy = Imprecisión
mark-mistake = Error
mark-blunder = Error grave

## Nueva partida

dialog-title = Nueva partida
dialog-rules = Reglas
dialog-seeds = Semillas por hoyo
dialog-seeds-young = 3 – para los pequeños
dialog-seeds-normal = 4 – normal
dialog-seeds-advanced = 5 – avanzados
dialog-pits = Hoyos por lado
dialog-starter = Quién empieza
dialog-how-to-play = Cómo se juega
dialog-start = Empezar
starter-random = Al azar
starter-winner = El ganador de la última partida
starter-alternate = Alternando

## Reglamentos

rules-custom = Personalizado
rules-custom-about = Tu propio reglamento: cada opción de abajo.
preset-kalah = Kalah
preset-kalah-about = El Kalah de Champion: repites turno en tu almacén y comes las semillas de enfrente.
preset-kalah-source = El juego de William J. Champion, EE. UU., mediados del siglo XX.
preset-general = General
preset-general-about = El juego básico: no se repite turno, no se come y lo que queda en los hoyos no cuenta.
preset-general-source = Las reglas generales de una página española sobre el Kalah.
preset-egyptian = Egipcia
preset-egyptian-about = Kalah en el que un hoyo vacío propio siempre come, aunque enfrente no haya nada.
preset-egyptian-source = Las reglas egipcias de la misma página española.
preset-ethiopian = Etíope
preset-ethiopian-about = Se siembra hacia un lado u otro en cada turno; solo se juegan hoyos con 2 semillas o más.
preset-ethiopian-source = Las reglas etíopes de la misma página española.
preset-nigerian = Nigeriana
preset-nigerian-about = Movimiento continuo por los dos almacenes; cada hoyo con cuatro es para su dueño.
preset-nigerian-source = Las reglas nigerianas de la misma página española.
preset-zillions = Zillions
preset-zillions-about = Como mucho 3 turnos seguidos; un almacén con más de la mitad gana en el acto.
preset-zillions-source = El Kalah tal como lo juega el programa Zillions of Games.
preset-russian = Rusa
preset-russian-about = Kalah con 3 semillas y la regla del pastel: el segundo jugador puede cambiar de lado.
preset-russian-source = El Kalah tal como lo enseña una página rusa, con la regla del pastel.
preset-kalaha = Kalaha
preset-kalaha-about = Kalaha checa: 6 semillas, y un hoyo vacío propio siempre come.
preset-kalaha-source = La Kalaha tal como la enseña una página checa: 6 semillas por hoyo y quien empieza se sortea.
preset-oware = Oware
preset-oware-about = Oware abapa: se comen 2 o 3 en el lado contrario; hay que alimentar al contrario.
preset-oware-source = Las reglas abapa de la Oware Society, las de los torneos.
preset-awari = Awari
preset-awari-about = El awari que resolvieron Romein y Bal: oware jugado hasta la última semilla.
preset-awari-source = Las reglas con las que J. W. Romein y H. E. Bal resolvieron el awari (2003).
preset-songo = Songo
preset-songo-about = Songo: 7 hoyos de 5 semillas; se comen 2 o 4 en el lado contrario.
preset-songo-source = P. H. G. Powell-Cotton, «A Mancala Board called Songo», Man, 1931.
preset-bohnenspiel = Bohnenspiel
preset-bohnenspiel-about = El juego alemán de las alubias: 6 por hoyo; la última que deja 2, 4 o 6 en cualquier lado come.
preset-bohnenspiel-source = Das Bohnenspiel, según el Deutsches Spielhandbuch (1937).
preset-toguz_kumalak = Toguz kumalak
preset-toguz_kumalak-about = 9 hoyos de 9 piedras; se comen los números pares y un tres te da tu tuzdyk.
preset-toguz_kumalak-source = Las reglas de la federación de toguz korgool, fijadas en 1949.

## Las opciones de un reglamento propio

custom-stores = Se siembra en los almacenes
custom-stores-own = solo el propio
custom-stores-both = los dos
custom-direction = Sentido
custom-direction-ccw = antihorario
custom-direction-choice = a elección del jugador
custom-min-lift = Solo hoyos con al menos
custom-seeds-suffix = { $count ->
    [one] {" "}semilla
   *[other] {" "}semillas
}
custom-extra = Repetir turno en el almacén
custom-extra-never = nunca
custom-extra-always = siempre
custom-extra-at-most = como mucho
custom-in-a-row = {" "}seguidos
custom-capture = Comer
custom-capture-none = nunca
custom-capture-opposite = si enfrente hay semillas
custom-capture-always = siempre
custom-sowing = Siembra
custom-relay = movimiento continuo
custom-fours = los cuatros para el dueño
custom-end = Fin de la partida
custom-end-after-any = tras cualquier jugada
custom-end-turn-start = al empezar un turno
custom-leftover = Semillas que quedan
custom-leftover-owner = para su dueño
custom-leftover-uncounted = no cuentan
custom-also-ends = También termina
custom-majority = cuando un almacén tiene más de la mitad
custom-no-progress = tras jugadas sin progreso:
custom-stores-none = ninguno (casas)
custom-lap = Hoyo de salida en una vuelta
custom-lap-sown = recibe semilla
custom-lap-skip = se salta
custom-lap-back = recibe la primera semilla
custom-counts = Comer por número
custom-counts-none = no
custom-counts-even = números pares
custom-counts-these = estos números:
custom-count-side = Se come en
custom-count-side-opponent = los hoyos del contrario
custom-count-side-either = cualquier hoyo
custom-chain = y los hoyos anteriores
custom-grand-slam = Gran slam
custom-grand-slam-captures = come
custom-grand-slam-no-capture = no come nada
custom-grand-slam-forbidden = prohibido
custom-feed = Alimentar
custom-feed-must = hay que dar semillas al contrario que no tiene
custom-tuzdyk = Tuzdyk
custom-tuzdyk-claim = un tres en un hoyo del contrario lo hace tuyo
custom-repetition = cuando se repite una posición
custom-pie = Regla del pastel
custom-pie-swap = el segundo jugador puede cambiar de lado

## Por qué no se puede jugar un reglamento

error-pits = Los hoyos por lado deben ser { $min }–{ $max }, no { $value }.
error-seeds = Las semillas por hoyo deben ser { $min }–{ $max }, no { $value }.
error-min-lift-zero = Un hoyo debe necesitar al menos 1 semilla para jugarse.
error-no-opening-move = No hay primera jugada: los hoyos empiezan con { $seeds } pero hacen falta { $min } para jugar uno.
error-extra-cap-zero = Como mucho 0 turnos seguidos quiere decir nunca: elige «nunca».
error-choice-needs-limit = Sembrando en los dos sentidos las posiciones pueden repetirse sin fin: pon un final tras jugadas sin progreso.
error-no-progress-zero = La partida debe terminar tras al menos 1 jugada sin progreso.
error-extra-turn-unsown-store = Si no se siembra en los almacenes, ninguna última semilla cae en uno: los turnos extra deben ser «nunca».
error-skip-and-first-back = La siembra no puede saltarse el hoyo de salida y a la vez dejar en él la primera semilla.
error-count-switch-without-counts = El lado de la captura, la cadena y el gran slam necesitan capturas por número: elige los números que capturan.
error-relay-with-counts = El movimiento continuo no puede combinarse con las capturas por número ni con el tuzdyk.
error-feed-needs-turn-start = La obligación de alimentar exige que la partida termine solo cuando quien mueve no tiene jugada.
error-tuzdyk-one-direction = El tuzdyk exige sembrar en un solo sentido (antihorario).
error-unsown-stores-need-end = Si no se siembra en los almacenes, las semillas pueden dar vueltas sin fin: termina la partida al repetirse una posición o tras jugadas sin progreso.
error-unknown-preset = No hay ningún reglamento llamado «{ $name }».
error-rules-json = No se puede leer el reglamento: { $detail }
error-rules-file = No se puede leer el archivo del reglamento: { $detail }
error-not-a-replay = Solo se puede tomar el relevo de una partida que se está repitiendo.
illegal-move = La jugada { $move } no se puede hacer: { $why }
illegal-game-over = la partida ha terminado.
illegal-no-pie = este reglamento no tiene la regla del pastel.
illegal-swap-not-offered = el cambio de lados solo se permite como primera decisión del segundo jugador, una vez por partida.
illegal-no-such-pit = no hay hoyo { $pit } (los hoyos van del 1 al { $pits }).
illegal-ccw-only = en este reglamento solo se siembra en sentido antihorario.
illegal-must-feed = tu rival no tiene semillas y otra jugada le daría alguna.
illegal-grand-slam = esta jugada capturaría todas las semillas del rival (gran slam), y este reglamento lo prohíbe mientras haya otra jugada.
illegal-too-few-seeds = el hoyo { $pit } de { $side } tiene { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
}, y para sembrar un hoyo hacen falta al menos { $min }.
record-at = Línea { $line }, columna { $column }: { $why }
record-not-json = Esto no es el registro de una partida: { $detail }
record-move = Decisión { $ply } del registro: { $why }
record-not-a-tag-name = «{ $name }» no es un nombre de etiqueta (una letra y después letras, cifras o _).
record-tag-unquoted = Etiqueta { $tag }: su valor va entre comillas dobles.
record-tag-quote-open = Etiqueta { $tag }: falta la comilla que cierra el valor.
record-tag-unclosed = Etiqueta { $tag }: falta «]» después del valor.
record-tag-not-one-line = Etiqueta { $tag }: el valor de una etiqueta ocupa una sola línea.
record-tag-twice = La etiqueta { $tag } aparece dos veces.
record-tag-reserved = La etiqueta { $tag } tiene su propio sitio en el registro, no entre las demás etiquetas.
record-tag-among-moves = La etiqueta { $tag } está entre las jugadas; las etiquetas van antes de la primera jugada.
record-no-rules = Un registro nombra su reglamento en una línea de etiqueta antes de las jugadas, como [Rules "kalah"].
record-not-a-number = Etiqueta { $tag }: «{ $text }» no es un número.
record-not-a-switch-value = «{ $text }» no es un valor que admita esta opción del reglamento.
record-first-not-a-side = Etiqueta First: «{ $text }» no es ni south ni north.
record-comment-open = El «{"{"}» de un comentario nunca se cierra con «{"}"}».
record-unopened = «{ $c }» sin su apertura.
record-number-too-large = El número de jugada { $number } es demasiado grande.
record-comma-first = Una coma une las jugadas de un turno, pero antes no hay ninguna jugada.
record-two-commas = Dos comas seguidas.
record-turn-ended = El turno termina con «{ $last }»: escribe el turno siguiente sin coma.
record-number-inside-turn = El número de jugada { $n }. está dentro de un turno; un número va antes de un turno.
record-number-before-second-turn = El número de jugada { $n }. está antes del segundo turno de la ronda { $round }; un número va antes del primero.
record-wrong-round = Esta es la ronda { $round }., no la { $n }.
record-not-a-move = «{ $word }» no es una jugada (escribe el número de un hoyo del 1 al 9, quizá seguido de «cw», o «swap»).
record-must-join = «{ $last }» ganó otra decisión en el mismo turno: une «{ $word }» a ella con una coma ({ $last },{ $word }).
record-ends-after-comma = El registro termina tras una coma; debería seguirle una jugada.
record-comment-past-the-end = Un comentario tras la decisión { $after }, pero el registro tiene { $moves ->
    [one] { $moves } decisión
   *[other] { $moves } decisiones
}.
record-comments-out-of-order = Los comentarios no siguen el orden de la partida.
record-not-a-time-control = Etiqueta TimeControl: «{ $text }» no son segundos más segundos por jugada (300+3).
record-not-a-clock = Etiqueta Clock: «{ $text }» no es una lista de lecturas del reloj (4:58.1 4:57.0 …).
record-clock-past-the-end = Etiqueta Clock: más lecturas del reloj ({ $readings }) que decisiones ({ $moves }).
record-result-unreadable = «{ $text }» no es un resultado (escribe «south 27-21», «north 25-23», «draw 24-24» o «abandoned»).
record-result-winner-first = «{ $text }»: el almacén del ganador va primero.
record-result-unequal-draw = «{ $text }»: en unas tablas los almacenes son iguales.
record-result-not-abandoned = Etiqueta Result: las jugadas terminan la partida ({ $reached }), así que no se abandonó.
record-result-differs = Etiqueta Result: dice { $stated }, pero las jugadas terminan { $reached }.
record-result-not-over = Etiqueta Result: dice { $stated }, pero la partida no ha terminado tras estas jugadas.
import-not-handed-over = El navegador no entregó el texto: { $detail }
storage-no-place = No hay dónde guardar: no están definidas ni KALAH_SAVE ni HOME.
storage-no-local-storage = El navegador no guarda nada para esta página: { $detail }
storage-failed = { $place }: { $why }
file-not-found = no existe ese archivo o carpeta
file-no-permission = permiso denegado
file-exists = ya existe un archivo con ese nombre
file-full = el disco está lleno
file-no-page = el navegador no tiene ninguna página desde la que descargar el archivo
clipboard-no-text = el portapapeles no contiene texto
clipboard-none = aquí no hay portapapeles
clipboard-busy = otro programa está usando el portapapeles

## Las reglas de un reglamento, frase a frase

rules-title = Reglas: { $name }
rules-close = Cerrar
rules-board = Cada jugador es dueño de { $pits ->
    [one] { $pits } hoyo
   *[other] { $pits } hoyos
} en la fila más cercana y del almacén (kalah) a su derecha. Al empezar, cada hoyo tiene { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
}.
rules-board-houses = Cada jugador es dueño de { $pits ->
    [one] { $pits } hoyo
   *[other] { $pits } hoyos
} en la fila más cercana y de la casa a su derecha, donde guarda las semillas que come. Al empezar, cada hoyo tiene { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
}.
rules-lift = En tu turno, toma todas las semillas de uno de tus hoyos.
rules-lift-min = En tu turno, toma todas las semillas de uno de tus hoyos que tenga al menos { $min ->
    [one] { $min } semilla
   *[other] { $min } semillas
}; un hoyo con menos no se puede jugar.
rules-sow-ccw = Siémbralas una a una en sentido antihorario en los hoyos siguientes, empezando por el de al lado. En una jugada larga, el hoyo vaciado también recibe semilla.
rules-sow-choice = En cada turno eliges el sentido: siémbralas una a una en sentido antihorario u horario en los hoyos siguientes, empezando por el de al lado.
rules-stores-own = Al pasar por tu almacén dejas una semilla en él, pero te saltas el almacén del contrario.
rules-stores-both = Dejas una semilla en cada almacén por el que pasas, también en el del contrario.
rules-sow-ccw-skip = Siémbralas una a una en sentido antihorario en los hoyos siguientes, empezando por el de al lado. Una jugada que da la vuelta entera se salta el hoyo vaciado.
rules-sow-ccw-back = Siémbralas una a una en sentido antihorario empezando por el hoyo vaciado: la primera semilla vuelve a él. Un hoyo con una sola semilla la pasa al hoyo siguiente.
rules-skip-start = Una jugada que da la vuelta entera se salta el hoyo vaciado.
rules-first-seed-back = La primera semilla vuelve al hoyo vaciado; un hoyo con una sola semilla la pasa al hoyo siguiente.
rules-stores-none = Los almacenes son casas: la siembra pasa de largo y solo guardan las semillas que come cada jugador.
rules-count-capture = Comer: si tu última semilla cae { $side ->
    [either] en cualquier hoyo
   *[opponent] en un hoyo del contrario
} y lo deja con { $kind ->
    [even] un número par de semillas
    [one] { $last } semillas
   *[many] { $first } o { $last } semillas
}, esas semillas van a tu almacén.
rules-capture-chain = { $side ->
    [either] También se comen los hoyos justo anteriores que tengan uno de esos números, hasta el primero que no lo tenga.
   *[opponent] También se comen los hoyos justo anteriores del lado contrario que tengan uno de esos números, hasta el primero que no lo tenga.
}
rules-grand-slam-captures = Una jugada que come todas las semillas del contrario las come como cualquier otra.
rules-grand-slam-no-capture = Una jugada que comería todas las semillas del contrario (gran slam) se puede hacer, pero no come nada.
rules-grand-slam-forbidden = Una jugada que comería todas las semillas del contrario (gran slam) no se puede hacer mientras haya otra; si todas lo son, se juega y no come nada.
rules-feed = Si el contrario no tiene semillas, debes hacer una jugada que le dé alguna, si la hay; si no la hay, la partida termina.
rules-tuzdyk = Tuzdyk: si tu última semilla deja exactamente tres en un hoyo del contrario, te las llevas y el hoyo pasa a ser tu tuzdyk para siempre: toda semilla que caiga después en él va a tu almacén. Cada jugador tiene como mucho un tuzdyk, nunca en el último hoyo del contrario ni en el hoyo con el mismo número que el tuzdyk del contrario.
rules-repetition = También termina cuando se repite una posición.
rules-relay = Movimiento continuo: si tu última semilla cae en un hoyo no vacío, de cualquier lado, tomas todas sus semillas y sigues sembrando. La jugada termina cuando la última semilla cae en un almacén o en un hoyo vacío, o deja un hoyo con cuatro.
rules-fours = Cuatros: cada vez que un hoyo llega a tener exactamente cuatro semillas al sembrar, su dueño las pone enseguida en su almacén, sin importar quién puso la cuarta.
rules-extra-none = La última semilla en tu almacén no da nada: el turno pasa al otro.
rules-extra-unlimited = Si tu última semilla cae en tu almacén, repites turno, tantas veces como lo consigas.
rules-extra-at-most = Si tu última semilla cae en tu almacén, repites turno, pero como mucho { $count } veces seguidas.
rules-capture-none = No se come.
rules-capture-opposite = Comer: si tu última semilla cae en un hoyo vacío de tu lado y el hoyo de enfrente tiene semillas, esa semilla y todas las de enfrente van a tu almacén.
rules-capture-always = Comer: si tu última semilla cae en un hoyo vacío de tu lado, esa semilla y todas las del hoyo de enfrente van a tu almacén, aunque enfrente no haya ninguna.
rules-pie = Regla del pastel: en su primer turno, el segundo jugador puede cambiar de lado en vez de mover y seguir desde la posición del primero.
rules-end-after-any = La partida termina en cuanto uno de los jugadores no puede mover.
rules-end-turn-start = La partida termina cuando el jugador al que le toca no puede mover.
rules-majority = También termina en cuanto un almacén tiene más de la mitad de todas las semillas (más de { $half }).
rules-no-progress = También termina tras { $count } jugadas seguidas sin que ninguna semilla llegue a un almacén.
rules-leftover-owner = Al final, cada jugador suma a su almacén las semillas que quedan en sus hoyos.
rules-leftover-uncounted = Las semillas que quedan en los hoyos al final no cuentan.
rules-winner = Gana quien tenga más semillas en su almacén; con los almacenes iguales hay tablas.

## Controles

controls-title = Controles
controls-close = Cerrar
device-mouse = Ratón
device-keyboard = Teclado
device-gamepad = Mando
label-hover = Pasar sobre un hoyo
label-left-click = Clic izquierdo
label-right-click = Clic derecho
label-right-drag = Arrastrar con el derecho, rueda
key-left = Izquierda
key-right = Derecha
key-enter = Intro
key-space = Espacio
key-shift-enter = Mayús+Intro
key-menu-move = Tab, Mayús+Tab, flechas
key-menu-choose = Intro, Espacio
pad-left = Cruceta / stick a la izquierda
pad-right = Cruceta / stick a la derecha
pad-stick = Cruceta / stick
pad-two-players = Dos jugadores
pad-select-hold = Select (mantener pulsado)
action-preview = muestra dónde cae su última semilla
action-focus-left = mueve la selección a la izquierda por los hoyos que puedes sembrar
action-focus-right = mueve la selección a la derecha por los hoyos que puedes sembrar
action-focus-pit = selecciona ese hoyo (contando desde la izquierda de quien mueve)
action-sow = siembra el hoyo seleccionado (sentido antihorario); jugar otra vez
action-sow-cw = siembra en sentido horario, si las reglas te dejan elegir
action-swap = cambiar de lado (regla del pastel)
action-undo = deshacer
action-redo = rehacer
action-hint = pista
action-pause = pausa / reanudar
action-skip = termina la animación
action-mute = quita o pone el sonido
action-orbit = gira y acerca la cámara
action-view = vista en 3D o desde arriba
action-fullscreen = pantalla completa sí / no
action-menu = la barra principal (nueva partida, aprender, partidas, ajustes); cierra un menú
action-help = esta ayuda
action-rules = las reglas de esta partida
action-menu-move = en un menú: arriba/abajo cambia la selección, izquierda/derecha cambia el valor (mantenido: repite)
action-menu-choose = en un menú: elegir
action-copy = copiar el texto seleccionado
action-cut = cortar el texto seleccionado
action-paste = pegar en el campo de texto
action-menu-back = en un menú: volver
action-seats = dos jugadores: el primer mando juega Sur, el segundo Norte; un solo mando juega los dos
action-replay-back = repetición: una jugada atrás
action-replay-forward = repetición: una jugada adelante
action-replay-play = repetición: reproducir las jugadas una tras otra, o detener

## Partidas y estadísticas

hud-games = Partidas
hud-stats = Estadísticas
games-title = Partidas jugadas
games-none = Aún no hay partidas. Aquí se guarda cada partida que terminas o que dejas por una nueva.
games-count = { $games ->
    [one] { $games } partida guardada
   *[other] { $games } partidas guardadas
} (como máximo { $cap }; las más antiguas se borran primero)
games-date = Fecha
games-rules-column = Reglas
games-result = Resultado
games-rules = { $rules } { $pits }×{ $seeds }
games-result-won = Ganó { $side } { $won }–{ $lost }
games-result-draw = Tablas { $seeds }–{ $seeds }
games-result-abandoned = Abandonada
games-open = Abrir
games-export = Exportar
games-delete = Borrar
games-delete-ask = ¿Borrar esta partida?
games-delete-yes = Borrar
games-delete-no = Conservarla
games-export-to = Exportar a este archivo (un archivo .json recibe la forma JSON):
games-export-save = Guardar
games-cancel = Cancelar
games-import = Importar una partida
games-import-file = Desde un archivo:
games-import-open = Importar el archivo
games-import-paste = O pega aquí el texto de una partida:
games-import-read = Importar el texto
games-close = Cerrar
games-notice-title = Partidas
games-notice-ok = Aceptar
games-set-aside-history = No se pudo leer la lista de partidas jugadas. Se conserva como { $file } y empieza una lista nueva.
games-set-aside-stats = No se pudieron leer las estadísticas. Se conservan como { $file } y vuelven a empezar desde cero.
games-set-aside-settings = No se pudieron leer los ajustes. Se conservan como { $file } y se usan los valores predeterminados.
games-unreadable-history = No se pudo abrir la lista de partidas jugadas ({ $error }). Se deja tal cual y, hasta que el juego vuelva a empezar, las partidas nuevas no se guardan en ella.
games-unreadable-stats = No se pudieron abrir las estadísticas ({ $error }). Se dejan tal cual y, hasta que el juego vuelva a empezar, las partidas nuevas no se cuentan en ellas.
games-unreadable-settings = No se pudieron abrir los ajustes ({ $error }). Se dejan tal cual y, hasta que el juego vuelva a empezar, los cambios no se guardan.
games-not-written-history = No se pudieron guardar las partidas jugadas: { $error }
games-not-written-stats = No se pudieron guardar las estadísticas: { $error }
games-not-written-settings = No se pudieron guardar los ajustes: { $error }
games-dropped = La lista guarda como máximo { $cap ->
    [one] { $cap } partida
   *[other] { $cap } partidas
}, así que { $games ->
    [one] se ha borrado la más antigua.
   *[other] se han borrado las { $games } más antiguas.
}
games-import-failed-at = No se puede leer esta partida. Línea { $line }, columna { $column }: { $reason }
games-import-failed = No se puede leer esta partida: { $reason }
games-exported = La partida se guardó como { $file }.
games-downloaded = La partida se descargó como { $file }.
games-export-failed = No se pudo exportar la partida: { $reason }
games-copy = Copiar
games-copied = Copiada al portapapeles.
games-paste = Pegar del portapapeles
games-import-choose = Elegir un archivo…
games-clipboard-failed = No se pudo usar el portapapeles: { $reason }
stats-title = Estadísticas
stats-none = Aún no hay partidas terminadas.
stats-rules = Reglas
stats-opponent = Rival
stats-games = Partidas
stats-wins = Ganadas
stats-draws = Empatadas
stats-losses = Perdidas
stats-best = Mejor victoria
stats-streak = Racha
stats-margin = { $seeds ->
    [one] por { $seeds } semilla
   *[other] por { $seeds } semillas
}
stats-streak-wins = { $games ->
    [one] { $games } victoria
   *[other] { $games } victorias
}
stats-streak-draws = { $games ->
    [one] { $games } empate
   *[other] { $games } empates
}
stats-streak-losses = { $games ->
    [one] { $games } derrota
   *[other] { $games } derrotas
}
stats-how = Cada partida terminada cuenta una vez, desde tu lado contra la IA (desde el Sur cuando juegan dos personas). No cuentan las partidas entre dos IA ni las importadas. Las partidas en línea cuentan en líneas aparte.
stats-reset = Reiniciar…
stats-reset-ask = ¿Reiniciar todas las estadísticas? No se puede deshacer.
stats-reset-yes = Reiniciar
stats-reset-no = Conservarlas
stats-close = Cerrar

## Juego en línea

online-here = Jugar aquí
online-online = Jugar en línea
online-server = Servidor
online-name = Tu nombre
online-default-name = Jugador
online-create-title = Una partida nueva para un amigo
online-your-seat = Tu lado
online-seat-either = Cualquiera, por sorteo
online-clock = Reloj
online-clock-none = Sin reloj
online-clock-value = { $minutes } min + { $increment } s por jugada
online-create = Crear la partida
online-quick = Partida rápida
online-quick-means = Juegas contra la próxima persona que pida las mismas reglas y el mismo reloj; Sur juega primero.
online-lobby-title = Partidas abiertas
online-lobby-opening = Buscando partidas abiertas…
online-lobby-unreachable = No se puede ver la lista de partidas abiertas: ¿está en marcha el servidor?
online-lobby-empty = Ahora no hay partidas abiertas. Crea una marcando Pública y aparecerá aquí.
online-lobby-join-as = Tu lado: { $side }
online-rated-game = Puntuable
online-casual-game = Amistosa
online-public = Pública (en la lista de partidas abiertas)
online-rated = Puntuable
online-rated-means = Una partida puntuable cambia la puntuación de los dos jugadores. Tu rival también necesita una clave.
online-rated-needs-key = Las partidas puntuables necesitan un nombre propio (arriba) y tu clave de jugador (Ajustes).
online-spectators = { $count ->
    [one] { $count } espectador
   *[other] { $count } espectadores
}
online-draw-offered = { $name } ofrece tablas.
online-draw-sent = Has ofrecido tablas; esperando a { $name }.
online-draw-declined = { $name } ha rechazado las tablas.
online-take-back-asked = { $name } pide deshacer su última jugada.
online-take-back-sent = Has pedido deshacer; esperando a { $name }.
online-take-back-declined = { $name } no acepta deshacer la jugada.
online-accept = Aceptar
online-decline = Rechazar
online-abort = Anular
online-abort-means = Termina la partida sin resultado; solo en las dos primeras jugadas.
online-offer-draw = Ofrecer tablas
online-take-back = Deshacer
online-take-back-means = Pide a tu rival deshacer tu última jugada (solo en partidas amistosas).
online-code-title = La partida de un amigo
online-code = Código
online-join = Unirse
online-join-asks-name = Vas a unirte a la partida { $code }. El nombre que verá tu rival (se pregunta una vez y se guarda en los ajustes):
online-watch = Mirar
online-code-invalid = Un código tiene 8 letras y cifras, como ABCD-EFGH.
online-title = Partida en línea
online-state-connecting = Conectando…
online-state-open = Conectado
online-state-reconnecting = Se perdió la conexión; nuevo intento en { $seconds } s
online-state-off = Sin conexión
online-waiting = Esperando a que tu amigo se una.
online-code-is = Código: { $code }
online-copy-link = Copiar enlace
online-copied = Copiado
online-link-native = Tu amigo escribe el código en Jugar en línea, o abre el juego con: kalah --join { $code }
online-link-web = Tu amigo abre el enlace, o escribe el código en Jugar en línea.
online-cancel = Cancelar
online-leave = Salir
online-watching = Estás mirando.
online-their-move = Esperando la jugada de { $seat }
online-sent = Tu jugada se ha enviado; esperando al servidor…
online-present = { $name } está presente
online-away = { $name } ha perdido la conexión. Podrás reclamar la victoria en { $seconds } s.
online-away-claim = { $name } no ha vuelto.
online-claim = Reclamar la victoria
online-resign = Abandonar
online-resign-ask = ¿Abandonar esta partida?
online-resign-yes = Abandonar
online-resign-no = Seguir jugando
online-rematch = Revancha
online-rematch-asked = { $name } pide la revancha.
online-rematch-sent = Revancha pedida; esperando a { $name }.
online-review = Analizar
online-over-rules = La partida ha terminado.
online-over-resigned = { $name } ha abandonado.
online-over-flag = A { $name } se le acabó el tiempo.
online-over-abandoned = { $name } dejó la partida.
online-over-aborted = La partida se anuló: sin resultado.
online-over-agreed = Empate por acuerdo.
online-over-won = ¡Has ganado!
online-over-lost = Has perdido.
online-over-draw = Empate.
online-unreachable = No se puede llegar al servidor { $server }.
online-left = Ya no estás en la sala: tu puesto se recuperó en otra mesa, o la sala se cerró.
online-gone = Esta partida ya no está en el servidor.
online-gone-elsewhere = Tu puesto se recuperó en otra mesa; la partida sigue allí.
online-refused-version = El servidor habla otra versión del juego.
online-refused-malformed = El servidor no pudo leer un mensaje.
online-refused-too-large = Un mensaje era demasiado largo para el servidor.
online-refused-rate = Demasiados mensajes a la vez; más despacio.
online-refused-bad-game = El servidor no puede jugar estas reglas o este reloj.
online-refused-no-room = No hay ninguna partida con ese código (o ya terminó).
online-refused-bad-token = Ese puesto ya no es tuyo.
online-refused-in-room = Ya estás en una sala.
online-refused-no-game = No estás en ninguna partida.
online-refused-not-seated = Quien mira no puede jugar.
online-refused-not-started = La partida no ha empezado: espera a tu rival.
online-refused-turn = No es tu turno; tu jugada se ha deshecho.
online-refused-stale = A esta mesa le faltaba una jugada; tu jugada se ha deshecho y la partida se vuelve a cargar.
online-refused-illegal = El servidor no permite esa jugada; se ha deshecho.
online-refused-over = La partida ya ha terminado; tu jugada se ha deshecho.
online-refused-too-early = Todavía no: el plazo de cortesía del rival no ha pasado.
online-refused-name-taken = Ese nombre es de otro jugador: elige otro.
online-refused-rated = No en una partida puntuada.
online-refused-too-late = Demasiado tarde: una partida solo se puede anular en sus dos primeras jugadas.
online-refused-too-soon = Todavía no: lo pediste hace un momento.
online-refused-no-request = No hay nada que responder.
online-refused-server = El servidor no pudo guardar la jugada; inténtalo otra vez.

## La página web

web-loading = Cargando Kalah 3D…
web-downloading = descargando el juego
web-downloading-percent = descargando el juego: { $percent } %
web-starting = iniciando
web-no-simd = este navegador no tiene WebAssembly SIMD; un Chrome, Edge, Firefox o Safari actual lo tiene
web-failed = no se pudo iniciar: { $error }

## Aprender: las lecciones de cada juego y los problemas (src/ui/learn/, assets/lessons/)
hud-learn = Aprender
learn-title = Aprender
learn-lessons = Lecciones
learn-puzzles = Problemas
learn-passed = etapas: { $passed }/{ $stages }
learn-perfect = todas a la primera
learn-start = Empezar
learn-continue = Seguir
learn-again = Otra vez
learn-lesson-of = La lección de { $rules }
learn-puzzles-of = Los problemas de { $rules }
learn-daily = Problema del día
learn-solved = resueltos: { $solved }/{ $count }
learn-solve = Resolver
learn-not-online = Deja antes la partida en línea: no puede esperar aparte mientras aprendes.
learn-rating = Puntuación en problemas { $rating } · racha { $streak } (mejor { $best })
learn-stage-title = { $rules } · etapa { $stage } de { $stages }
learn-daily-title = Problema del día · { $id }
learn-puzzle-title = { $rules } · problema { $number } de { $count }
learn-you-play = Juegas con { $side }: { $how }.
learn-next-stage = Siguiente etapa
learn-lesson-complete = ¡Lección terminada!
learn-try-again = Inténtalo otra vez
learn-back-to-list = Lecciones y problemas
learn-leave = Volver a la partida
learn-wrong = Sembraste el { $played } y tu última semilla cayó { $landed ->
    [own-store] en tu almacén
    [other-store] en el almacén del contrario
    [own-pit] en tu hoyo { $pit }
    [other-pit] en el hoyo { $pit } del contrario
   *[none] en ninguna parte
}{ $what ->
    [capture] : comiste { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    }.
    [extra] : repites turno.
    [over] , y la partida terminó.
   *[other] , así que no comiste nada y el turno pasó al contrario.
}
learn-wrong-idea = { $idea ->
    [capture] Esta etapa trata de la captura: busca un hoyo cuya última semilla caiga en un hoyo tuyo vacío.
    [extra] Esta etapa trata del turno extra: busca un hoyo cuya última semilla caiga en tu almacén.
    [relay] Esta etapa trata de la siembra en relevos: busca un hoyo cuya última semilla caiga en un hoyo con semillas, para seguir sembrando desde allí.
    [four] Esta etapa trata de los cuatros: busca un hoyo cuya siembra deje otro hoyo con cuatro semillas justas.
    [over] Esta etapa trata del final de la partida: busca la jugada que la termina.
    [strategy] Esta etapa pide la mejor jugada: la tabla muestra lo que vale cada una.
   *[move] Esta etapa te pide sembrar el { $asked }: su hoyo brilla.
} Inténtalo otra vez.
learn-values = Cada jugada, con lo que vale si los dos juegan a la perfección:
learn-your-move = tu jugada
learn-puzzle-find = Encuentra la mejor jugada para { $side }.
learn-puzzle-chain = La mejor jugada te hace repetir turno: sigue buscando la mejor hasta que acabe tu turno.
learn-puzzle-again = ¡Bien! Repites turno: busca la mejor jugada siguiente.
learn-hint = Pista
learn-puzzle-solved = ¡Resuelto!
learn-puzzle-hinted = Resuelto, con pista: cuenta como fallado.
learn-puzzle-missed = No es la mejor jugada.
learn-puzzle-about = Tema: { $theme } · dificultad { $rating } · solución: { $answer }
learn-rating-change = Tu puntuación: { $change }
learn-next-puzzle = Siguiente problema
learn-theme-extra-turns = repetir turno
learn-theme-capture = comer
learn-theme-relay = movimiento continuo
learn-theme-fours = cuatros
learn-theme-defence = defenderse de una comida
learn-theme-endgame = contar el final
learn-theme-strategy = estrategia
learn-offer-title = ¿Nuevo en el mancala?
learn-offer = Aprende en tres minutos: una lección corta sobre el tablero, una idea cada vez. Siempre la encontrarás en Aprender.
learn-offer-yes = Aprender
learn-offer-no = No, gracias
games-set-aside-learning = No se pudieron leer tus lecciones y problemas. Se guardaron como { $file } y empiezan de nuevo.
games-unreadable-learning = No se pudieron abrir tus lecciones y problemas ({ $error }). Se dejan como están, y lo que aprendas antes de volver a abrir el juego no se guarda.
games-not-written-learning = No se pudieron guardar tus lecciones y problemas: { $error }

## Las etapas de las lecciones (assets/lessons/*.json): un título, lo que dice la etapa y lo que dice al terminar
learn-sow-title = Sembrar
learn-sow-say = En tu turno tomas todas las semillas de uno de tus hoyos y las siembras en sentido antihorario, una en cada hoyo siguiente. Siembra el hoyo { $pit }, el que brilla.
learn-sow-done = Las cuatro semillas cayeron una a una en los cuatro hoyos siguientes. Ahora le toca a tu contrario.
learn-store-title = Tu almacén
learn-store-say = El hoyo grande a tu derecha es tu almacén, y cada semilla que hay en él cuenta para ti. Al sembrar dejas una semilla en él cuando pasas. Siembra el hoyo { $pit }.
learn-store-done = Una semilla cayó en tu almacén al pasar, y las demás siguieron hacia los hoyos de tu contrario.
learn-extra-title = Repetir turno
learn-extra-say = Cuenta antes de sembrar: el hoyo { $pit } tiene justo las semillas que hacen falta para llegar a tu almacén. Siémbralo.
learn-extra-done = Tu última semilla cayó en tu almacén, así que repites turno.
learn-capture-title = Comer
learn-capture-say = Si tu última semilla cae en un hoyo vacío de tu lado, come: ella y todas las semillas del hoyo de enfrente van a tu almacén. Siembra el hoyo { $pit }: su última semilla acaba en un hoyo vacío.
learn-capture-done = ¡Comiste! La última semilla y todas las de enfrente fueron a tu almacén.
learn-facing-title = Nada enfrente
learn-facing-say = En el Kalah, para comer hace falta que haya semillas en el hoyo de enfrente. Siembra el hoyo { $pit }: esta vez el hoyo de enfrente está vacío.
learn-facing-done = No comes: enfrente no había nada, así que tu semilla se queda donde cayó.
learn-always-title = Comer frente a nada
learn-always-say = En este juego un hoyo vacío tuyo siempre come, aunque el de enfrente esté vacío. Siembra el hoyo { $pit }: el hoyo de enfrente de donde acaba está vacío.
learn-always-done = Tu última semilla fue sola a tu almacén: comiste una semilla.
learn-end-title = El final de la partida
learn-end-say = La partida termina en cuanto un jugador se queda sin semillas en sus hoyos. Siembra el hoyo { $pit }, tu última semilla.
learn-end-done = Tus hoyos están vacíos, así que la partida terminó. Tu contrario suma a su almacén las semillas que le quedan en sus hoyos, y gana el almacén más lleno.
learn-end-uncounted-title = El final: lo que queda no cuenta
learn-end-uncounted-say = La partida termina en cuanto un jugador se queda sin semillas en sus hoyos. Siembra el hoyo { $pit }, tu última semilla.
learn-end-uncounted-done = La partida terminó. Aquí las semillas que quedan en los hoyos no cuentan: solo cuentan los almacenes.
learn-count-title = Estrategia: primero repetir turno
learn-count-say = ¿Cuál es la mejor jugada? Cuenta cada hoyo: una semilla que llega justo a tu almacén te da otra jugada, y los demás hoyos siguen siendo tuyos. Elige tu jugada.
learn-count-done = ¡Bien! La semilla del hoyo { $pit } llega a tu almacén y repites turno. La tabla muestra lo que vale cada jugada: las semillas de ventaja, o de desventaja, con que acabas si los dos juegan a la perfección.
learn-guard-title = Estrategia: protege tus semillas
learn-guard-say = Tu contrario amenaza tu hoyo { $pit }: la semilla de su hoyo 5 acabaría en su hoyo 6 vacío, justo enfrente, y se lo comería. ¿Qué juegas?
learn-guard-done = ¡Bien! Sembraste las semillas amenazadas y tus semillas están a salvo.
learn-noextra-title = Sin repetir turno
learn-noextra-say = En el juego General, una última semilla en tu almacén no te hace repetir turno. Siembra el hoyo { $pit } y compruébalo.
learn-noextra-done = La semilla cuenta en tu almacén, pero el turno pasa igual.
learn-nocapture-title = No se come
learn-nocapture-say = En el juego General nunca se come. Siembra el hoyo { $pit }: su última semilla acaba en un hoyo vacío.
learn-nocapture-done = No pasa nada: las semillas solo cuentan cuando llegan a un almacén.
learn-count-general-title = Estrategia: cuenta tus jugadas
learn-count-general-say = ¿Qué jugada vale más? Elige tu jugada; la tabla te mostrará después lo que vale cada una.
learn-count-general-done = ¡Bien! El hoyo { $pit } es la mejor jugada aquí. La tabla muestra lo que vale cada jugada si los dos juegan a la perfección.
learn-sow-choice-title = Sembrar hacia los dos lados
learn-sow-choice-say = En el juego etíope eliges en cada turno hacia qué lado siembras. Primero siembra el hoyo { $pit } en sentido antihorario, hacia la derecha.
learn-sow-choice-done = Las semillas fueron hacia la derecha, una en cada hoyo.
learn-clockwise-title = En sentido horario
learn-clockwise-say = Ahora siembra el hoyo { $pit } en sentido horario, hacia la izquierda: las semillas corren a la izquierda y siguen por la fila de tu contrario.
learn-clockwise-done = En sentido horario, las semillas fueron a la izquierda y siguieron por los hoyos de tu contrario, saltando su almacén.
learn-minlift-title = Una semilla sola no se mueve
learn-minlift-say = Aquí un hoyo necesita al menos dos semillas para sembrarlo: los hoyos con una sola semilla se ven apagados y no se pueden jugar. Siembra el hoyo { $pit }.
learn-minlift-done = Bien. Una semilla sola nunca se puede tomar, así que planea con los hoyos de dos o más.
learn-capture-cw-title = Comer en los dos sentidos
learn-capture-cw-say = Un hoyo vacío tuyo come siembres hacia donde siembres, aunque enfrente no haya nada. Siembra el hoyo { $pit } en sentido horario: su última semilla acaba en tu primer hoyo, que está vacío.
learn-capture-cw-done = ¡Comiste! La última semilla y las de enfrente fueron a tu almacén.
learn-end-ethiopian-title = El final de la partida
learn-end-ethiopian-say = La partida termina cuando un jugador no puede mover, y un hoyo con una sola semilla no es una jugada. Siembra el hoyo { $pit }.
learn-end-ethiopian-done = Solo te quedan semillas sueltas, así que la partida terminó, y las semillas que quedan en los hoyos no cuentan. Una partida también termina tras 100 jugadas seguidas sin que ninguna semilla llegue a un almacén.
learn-count-ethiopian-title = Estrategia: cuenta hacia los dos lados
learn-count-ethiopian-say = Cuenta cada hoyo hacia los dos lados: ¿qué jugada vale más? Elige tu jugada.
learn-count-ethiopian-done = ¡Bien! En sentido antihorario, el hoyo { $pit } llega justo a tu almacén y repites turno.
learn-relay-title = Movimiento continuo
learn-relay-say = En el juego nigeriano, si tu última semilla cae en un hoyo que ya tiene semillas, las tomas todas y sigues sembrando. Siembra el hoyo { $pit }.
learn-relay-done = Dos veces cayó tu última semilla en un hoyo con semillas, y dos veces siguió la siembra, hasta acabar en un hoyo vacío.
learn-both-stores-title = Los dos almacenes
learn-both-stores-say = Aquí al sembrar dejas una semilla en cada almacén por el que pasas, también en el de tu contrario. Siembra el hoyo { $pit }.
learn-both-stores-done = La siembra dio la vuelta al tablero y dejó una semilla en cada almacén.
learn-fours-title = Cuatros
learn-fours-say = Cada vez que un hoyo llega a tener exactamente cuatro semillas al sembrar, su dueño las pone enseguida en su almacén. Siembra el hoyo { $pit }: su primera semilla hace un cuatro.
learn-fours-done = Cuatro en tu propio hoyo: fueron directas a tu almacén.
learn-fours-theirs-title = El cuatro es del dueño del hoyo
learn-fours-theirs-say = Un cuatro siempre es del dueño del hoyo, ponga quien ponga la cuarta semilla. Siembra el hoyo { $pit }: su última semilla hace un cuatro en la fila de tu contrario.
learn-fours-theirs-done = El cuatro fue al almacén de tu contrario: mira siempre dónde hacen cuatro tus semillas.
learn-noextra-nigerian-title = Sin repetir turno
learn-noextra-nigerian-say = Aquí una última semilla en tu almacén no te hace repetir turno. Siembra el hoyo { $pit }.
learn-noextra-nigerian-done = La semilla cuenta, y el turno pasa.
learn-count-nigerian-title = Estrategia: cuatros de tu lado
learn-count-nigerian-say = ¿Qué jugada vale más? Busca un cuatro en tu propia fila. Elige tu jugada.
learn-count-nigerian-done = ¡Bien! El hoyo { $pit } hace un cuatro de tu lado, y va a tu almacén.
learn-cap-title = Como mucho tres veces seguidas
learn-cap-say = En Zillions puedes repetir turno como mucho tres veces seguidas, y acabas de hacerlo tres veces. Siembra el hoyo { $pit }: su última semilla cae otra vez en tu almacén.
learn-cap-done = La semilla cuenta, pero ya era una vez de más: el turno pasa.
learn-majority-title = Ganar por mayoría
learn-majority-say = La partida termina en cuanto un almacén tiene más de la mitad de todas las semillas. Come con el hoyo { $pit } y pasa de la mitad.
learn-majority-done = Tu almacén tiene más de la mitad de las semillas: has ganado en el acto. Las semillas de los hoyos no se cuentan.
learn-turnstart-title = El final llega en un turno
learn-turnstart-say = Aquí la partida solo termina cuando el jugador al que le toca no tiene jugada. Siembra el hoyo { $pit }, tus últimas semillas.
learn-turnstart-done = Tus hoyos están vacíos, pero la partida sigue: ahora juega tu contrario, y puede que te siembre semillas.
learn-sow3-title = Sembrar tres semillas
learn-sow3-say = El juego ruso empieza con tres semillas en cada hoyo. Toma todas las semillas de un hoyo y siémbralas una a una en sentido antihorario. Siembra el hoyo { $pit }.
learn-sow3-done = Tres semillas, tres hoyos. Ahora le toca a tu contrario.
learn-extra3-title = Repetir turno
learn-extra3-say = El hoyo { $pit } tiene tres semillas y está a tres hoyos de tu almacén. Siémbralo.
learn-extra3-done = Tu última semilla cayó en tu almacén, así que repites turno.
learn-swap-title = La regla del pastel
learn-swap-say = Ahora eres el segundo jugador, Norte. Sur ya hizo la primera jugada; en tu primer turno puedes quedarte con el lado de Sur y su posición en vez de mover. Pulsa Cambiar de lado.
learn-swap-done = Cambiaste de lado: la posición que construyó Sur ahora es tuya, y tu contrario sigue desde el lado que dejaste. Cambiar solo se puede ahora, una vez por partida.
learn-sow6-title = Sembrar seis semillas
learn-sow6-say = La Kalaha checa empieza con seis semillas en cada hoyo. Siembra el hoyo { $pit }: sus seis semillas pasan de tu almacén.
learn-sow6-done = Una semilla cayó en tu almacén al pasar, y la última en el primer hoyo de tu contrario.
learn-extra6-title = Repetir turno
learn-extra6-say = El hoyo { $pit } está a seis hoyos de tu almacén y tiene seis semillas. Siémbralo.
learn-extra6-done = Tu última semilla cayó en tu almacén, así que repites turno.
learn-sow-houses-title = Sembrar sin entrar en las casas
learn-sow-houses-say = Toma todas las semillas de uno de tus hoyos y siémbralas en sentido antihorario, una en cada hoyo siguiente. Los hoyos grandes de los extremos son casas: la siembra pasa de largo y solo guardan las semillas que comes. Siembra el hoyo { $pit }.
learn-sow-houses-done = Las cuatro semillas fueron una a una a los cuatro hoyos siguientes, pasando de largo tu casa hasta la fila de tu contrario. Ahora le toca a él.
learn-sow-songo-done = Las cinco semillas fueron una a una a los cinco hoyos siguientes, pasando de largo tu casa hasta la fila de tu contrario. Ahora le toca a él.
learn-lap-title = La vuelta salta el hoyo vaciado
learn-lap-say = Un hoyo con más semillas que hoyos hay en el resto del tablero da la vuelta entera, pero nunca siembra en el hoyo que se vació. Siembra el hoyo { $pit }.
learn-lap-done = La siembra dio la vuelta entera, se saltó el hoyo que vaciaste y dejó su última semilla en el siguiente. El hoyo vaciado sigue vacío.
learn-capture-oware-title = Comer: dos o tres
learn-capture-oware-say = Si tu última semilla cae en un hoyo del lado de tu contrario y lo deja con dos o tres semillas, te las comes todas y van a tu casa. Siembra el hoyo { $pit }: su última semilla deja tres en el primer hoyo de tu contrario.
learn-capture-oware-done = ¡Comidas! Las tres semillas fueron a tu casa. Un hoyo que se queda con una semilla, o con cuatro o más, no se come.
learn-chain-oware-title = La cadena
learn-chain-oware-say = Después de comer, mira el hoyo anterior: si también tiene dos o tres, te lo comes también, y así hacia atrás por la fila de tu contrario hasta un hoyo con otra cantidad. Siembra el hoyo { $pit }.
learn-chain-oware-done = Tres hoyos seguidos: dos, dos y tres semillas, siete en total. La cadena se paró en el hoyo de cuatro.
learn-feed-title = Alimenta a tu contrario
learn-feed-say = Tu contrario se ha quedado sin semillas. Debes darle alguna si puedes: una jugada que deja su fila vacía no vale, por eso el hoyo 1 está apagado. Siembra el hoyo { $pit }.
learn-feed-done = Tus semillas llegaron a la fila de tu contrario y la partida sigue. No se puede dejar sin semillas al contrario mientras una jugada pueda alimentarlo.
learn-grand-slam-title = El gran slam
learn-grand-slam-say = Una jugada que comería todas las semillas de tu contrario es un gran slam. Puedes hacerla, pero no come nada. Siembra el hoyo { $pit } y verás.
learn-grand-slam-done = Tus últimas semillas dejaron cantidades que comen, pero comerlas habría dejado a tu contrario sin nada, así que todas se quedan donde están.
learn-no-feed-title = Cuando nadie puede alimentar
learn-no-feed-say = Siembra el hoyo { $pit }, tu última semilla. Después tu contrario debe alimentarte, si puede.
learn-no-feed-done = Ninguna jugada de tu contrario llega a tu fila, así que la partida terminó y él se lleva las semillas que quedan en su lado. La partida también termina cuando se repite una posición: entonces cada jugador se lleva las semillas de su lado.
learn-guard-counts-title = Estrategia: protege tus hoyos
learn-guard-counts-say = Tu contrario amenaza tu hoyo { $pit }: su última semilla caería allí y dejaría una cantidad que come. ¿Qué juegas?
learn-guard-counts-done = ¡Bien! Sembraste las semillas amenazadas y su última semilla no encuentra nada que comer. La tabla muestra lo que vale cada jugada si los dos juegan a la perfección.
learn-win-oware-title = Veinticinco ganan
learn-win-oware-say = Quien come más de la mitad de las 48 semillas, 25 o más, gana en el acto. Siembra el hoyo { $pit }: su última semilla deja tres, y el hoyo anterior dos.
learn-win-oware-done = 27 semillas en tu casa: más de la mitad, así que has ganado. Si los dos acaban con 24, es tablas.
learn-played-out-title = Hasta la última semilla
learn-played-out-say = El awari se juega hasta el final: cada semilla cuenta, aun pasadas las 24. Siembra el hoyo { $pit }: su última semilla deja tres, y el hoyo anterior dos.
learn-played-out-done = Tienes 27 semillas, más de la mitad, y aun así la partida sigue: decide la cuenta final, cuando un jugador no puede mover o se repite una posición.
learn-capture-songo-title = Comer: dos o cuatro
learn-capture-songo-say = En el songo tu última semilla come si deja dos o cuatro semillas en un hoyo del lado de tu contrario. Siembra el hoyo { $pit }: su única semilla deja cuatro allí.
learn-capture-songo-done = ¡Comidas! Las cuatro semillas fueron a tu casa. Con una o tres semillas se habrían quedado donde estaban.
learn-chain-songo-title = Una cadena de doses y cuatros
learn-chain-songo-say = Los hoyos anteriores a una comida en el lado de tu contrario también se comen mientras tengan dos o cuatro. Siembra el hoyo { $pit }.
learn-chain-songo-done = Dos, cuatro y dos: ocho semillas. La cadena se paró en el hoyo de tres.
learn-win-songo-title = Treinta y seis ganan
learn-win-songo-say = Quien come más de la mitad de las 70 semillas, 36 o más, gana en el acto. Siembra el hoyo { $pit }: su última semilla deja cuatro, y el hoyo anterior dos.
learn-win-songo-done = 38 semillas en tu casa: más de la mitad, así que has ganado.
learn-sow-beans-title = Sembrar judías
learn-sow-beans-say = El Bohnenspiel empieza con seis judías en cada hoyo. Toma todas las judías de uno de tus hoyos y siémbralas en sentido antihorario, una en cada hoyo siguiente; los almacenes se pasan de largo y solo guardan las judías que comes. Siembra el hoyo { $pit }.
learn-sow-beans-done = Seis judías, seis hoyos: tres en tu lado y tres en el de tu contrario. Ahora le toca a él.
learn-lap-beans-title = Una vuelta larga
learn-lap-beans-say = Un hoyo de doce judías o más da la vuelta entera, y aquí el hoyo vaciado también recibe una. Siembra el hoyo { $pit }.
learn-lap-beans-done = La duodécima judía volvió al hoyo que vaciaste.
learn-capture-beans-title = Comer: dos, cuatro o seis
learn-capture-beans-say = Si tu última judía deja dos, cuatro o seis en un hoyo, te comes todas las judías de ese hoyo. Siembra el hoyo { $pit }: su única judía deja dos en el primer hoyo de tu contrario.
learn-capture-beans-done = ¡Comidas! Dos judías a tu almacén. Un hoyo de una, tres o cinco judías, o de más de seis, se queda como está.
learn-own-beans-title = También en tu lado
learn-own-beans-say = Tu última judía come también en tus propios hoyos: dos, cuatro o seis allí son tuyas. Siembra el hoyo { $pit }: su última judía deja cuatro en tu hoyo 4.
learn-own-beans-done = Te comiste tus propias cuatro judías: ahora están a salvo en tu almacén, donde tu contrario no puede comerlas.
learn-chain-beans-title = La cadena
learn-chain-beans-say = Después de comer se mira el hoyo anterior: dos, cuatro o seis allí también se comen, y así hacia atrás, de una fila a la otra. Siembra el hoyo { $pit }.
learn-chain-beans-done = Tu última judía dejó dos en el hoyo de tu contrario, y el hoyo anterior, uno tuyo, también tenía dos: cuatro judías. La cadena se paró en el hoyo vacío.
learn-all-beans-title = Comérselo todo
learn-all-beans-say = En el Bohnenspiel puedes comerte todas las judías de tu contrario, y un jugador que no puede mover en su turno termina la partida. Siembra el hoyo { $pit }.
learn-all-beans-done = Te comiste las seis y tu contrario no puede mover: la partida terminó, y las judías que quedan en tu lado van a tu almacén.
learn-win-beans-title = Treinta y siete ganan
learn-win-beans-say = Quien come más de la mitad de las 72 judías, 37 o más, gana en el acto. Siembra el hoyo { $pit }.
learn-win-beans-done = 39 judías en tu almacén: más de la mitad, así que has ganado.
learn-chain-count-beans-title = Estrategia: la cadena más larga
learn-chain-count-beans-say = Aquí varias jugadas comen. Cuenta cada cadena por las dos filas: ¿qué jugada vale más?
learn-chain-count-beans-done = ¡Bien! El hoyo { $pit } come dos en la fila de tu contrario y las dos del hoyo anterior, en la tuya. La tabla muestra lo que vale cada jugada si los dos juegan a la perfección.
learn-sow-back-title = Sembrar desde el hoyo vaciado
learn-sow-back-say = El toguz kumalak tiene nueve hoyos por lado con nueve bolas en cada uno. Toma todas las bolas de un hoyo y siémbralas en sentido antihorario, la primera de vuelta en el hoyo que vaciaste. Siembra el hoyo { $pit }.
learn-sow-back-done = La primera bola volvió al hoyo 1 y las otras ocho fueron a los ocho hoyos siguientes.
learn-single-ball-title = Una bola sola
learn-single-ball-say = Un hoyo con una sola bola la pasa al hoyo siguiente. Siembra el hoyo { $pit }.
learn-single-ball-done = La bola pasó al hoyo siguiente y tu hoyo 1 quedó vacío.
learn-capture-even-title = Comer: un número par
learn-capture-even-say = Si tu última bola cae en un hoyo del lado de tu contrario y deja allí un número par, te llevas todas sus bolas. Siembra el hoyo { $pit }.
learn-capture-even-done = Tu última bola dejó diez en el hoyo 4 de tu contrario, y las diez son tuyas. Un número impar no se lleva nada.
learn-tuzdyk-title = El tuzdyk
learn-tuzdyk-say = Si tu última bola deja exactamente tres en un hoyo de tu contrario, te llevas las tres y el hoyo pasa a ser tu tuzdyk para el resto de la partida. Siembra el hoyo { $pit }.
learn-tuzdyk-done = El hoyo 2 de tu contrario es ahora tu tuzdyk: cada bola que caiga en él, la siembre quien la siembre, va a tu almacén.
learn-tuzdyk-ninth-title = Nunca en el noveno hoyo
learn-tuzdyk-ninth-say = El tuzdyk tiene sus límites: uno por jugador, nunca en el noveno hoyo del contrario ni en el hoyo con el mismo número que el tuzdyk del contrario. Siembra el hoyo { $pit }: su última bola deja tres en su noveno hoyo.
learn-tuzdyk-ninth-done = No hay tuzdyk en el noveno hoyo, y tres es impar: no te llevas nada.
learn-tuzdyk-take-title = Bolas en tu tuzdyk
learn-tuzdyk-take-say = Tu tuzdyk es el hoyo 3 de tu contrario. Siembra el hoyo { $pit }: una de sus bolas cae en él.
learn-tuzdyk-take-done = La bola que cayó en tu tuzdyk fue directa a tu almacén. Un tuzdyk nunca se siembra: solo recoge.
learn-win-toguz-title = Ochenta y dos ganan
learn-win-toguz-say = Quien tiene más de la mitad de las 162 bolas, 82 o más, gana; 81 cada uno es tablas. Siembra el hoyo { $pit }.
learn-win-toguz-done = 82 bolas en tu almacén: has ganado.
learn-guard-even-title = Estrategia: nada de pares
learn-guard-even-say = La bola sola del hoyo 9 de tu contrario pasaría a tu hoyo { $pit } y dejaría dos allí, un número par que se lleva. ¿Qué juegas?
learn-guard-even-done = ¡Bien! Tu bola pasó adelante, así que la suya dejaría una, un número impar que no se lleva nada. La tabla muestra lo que vale cada jugada si los dos juegan a la perfección.
