# Kalah 3D: все слова интерфейса игры и её веб-страницы, по-русски.
# Словарь русских правил: лунка, камень, калах, раскладывать, дополнительный ход, правило пирога.

language-name = Русский
language = Язык

## HUD

hud-new-game = Новая игра…
hud-controls = Управление
hud-rules = Правила
hud-undo = Отменить
hud-redo = Вернуть
hud-hint = Подсказка
hud-hint-busy = Подсказка…
hud-swap = Поменяться сторонами
hud-pause = Пауза
hud-resume = Продолжить
hud-skip = Пропустить
hud-speed = Скорость
hud-mute = Без звука
status-rules = { $rules } · { $seeds ->
    [one] { $seeds } камень в лунке
    [few] { $seeds } камня в лунке
   *[many] { $seeds } камней в лунке
}
status-extra-turn = { $side } получает дополнительный ход!
status-paused = Пауза
status-sowing = Раскладка…
status-sows = { $seat } раскладывает камни…
status-thinking = { $seat } думает…
status-to-move = Ходит { $seat }: { $how }
refused-turn = Не сейчас: ходит { $seat }
refused-sowing = Подождите, пока камни лягут в лунки
refused-paused = Игра на паузе
refused-illegal = Из этой лунки сейчас ходить нельзя
status-replay = { $ply ->
    [0] Просмотр партии: начало, всего ходов: { $total }
   *[other] Просмотр партии: ход { $ply } из { $total }
}
save-set-aside-title = Сохранение отложено
save-set-aside = Сохранённую игру не удалось прочитать. Она сохранена как { $file }, начата новая игра.
save-set-aside-ok = Понятно

hud-settings = Настройки
settings-title = Настройки
settings-sound = Звук
settings-master-volume = Общая громкость
settings-effects-volume = Громкость эффектов
settings-mute = Без звука
settings-close = Закрыть
settings-display = Экран
settings-view = Вид
settings-view-3d = 3D
settings-view-top-down = Сверху
settings-ui-scale = Масштаб интерфейса
settings-ui-scale-auto = Авто ({ $percent } %)
settings-ui-scale-auto-means = «Авто» сохраняет масштаб экрана и увеличивает интерфейс в окне выше 960 точек, не более чем до 150 %.
settings-ui-scale-percent = { $percent } %
settings-gem-colours = Цвета камней
settings-gems-classic = Классические
settings-gems-colour-safe = Для дальтоников
settings-contrast = Контраст
settings-contrast-high = Высокий
settings-turn = Двое за одним экраном
settings-turn-board = Поворачивать доску к тому, кто ходит
settings-motion = Движение
settings-motion-reduced = Меньше движения (без дуг)
settings-quality = Качество графики
settings-quality-auto-high = Авто: высокое
settings-quality-auto-software = Авто: низкое (программная отрисовка)
settings-quality-auto-slow = Авто: низкое (кадры шли медленно)
settings-quality-low = Низкое
settings-quality-high = Высокое
settings-quality-means = Высокое качество рисует тени, сглаженные края, круглые камни и тонкий рисунок дерева. Низкое рисует быстрее: без теней и сглаживания, камни и рисунок проще. «Авто» выбирает низкое при программной отрисовке или когда кадры идут медленно.
settings-window = Окно
settings-fullscreen = Во весь экран
settings-online = Онлайн
settings-key-means = Ключ игрока — это вы на сервере: ваше имя и рейтинг. Храните его в секрете. Потеряете ключ — потеряете их навсегда; чтобы играть под своим именем на другом устройстве, скопируйте ключ туда.
settings-key-none = Это устройство не смогло создать ключ: вы играете онлайн как гость (только без рейтинга).
settings-key = Ключ игрока
settings-key-show = Показать
settings-key-hide = Скрыть
settings-key-copy = Копировать
settings-key-paste = Ключ с другого устройства
settings-key-use = Взять этот ключ
settings-key-use-means = Заменяет ключ этого устройства: со следующей партии вы играете как владелец вставленного ключа.
settings-key-wrong-length = Ключ — это 32 знака: цифры и латинские буквы от a до f.
settings-key-not-hex = В ключе только цифры от 0 до 9 и латинские буквы от a до f.
settings-key-copied = Ключ скопирован.
settings-key-replaced = Теперь ваш ключ — вставленный.

## Стороны и игроки

side-south = Юг
side-north = Север
seat = { $side } ({ $who })
seat-you = вы
seat-opponent = соперник
player-human = Человек
player-remote = Соперник онлайн
player-ai = { $level ->
    [beginner] ИИ: новичок
    [easy] ИИ: лёгкий
   *[medium] ИИ: средний
    [hard] ИИ: сильный
    [master] ИИ: мастер
}

## Как ходить, для последнего устройства

move-mouse = щёлкните по лунке
move-mouse-swap = щёлкните по лунке или поменяйтесь сторонами
move-mouse-choice = { $sow } — раскладка против часовой стрелки, { $sow-cw } — по часовой
move-keys-pick = стрелки или 1–{ $pits } выбирают лунку
move-pad-pick = крестовина или стик выбирают лунку
move-sow = { $pick }, { $sow } — сделать ход
move-sow-swap = { $pick }, { $sow } — сделать ход, { $swap } — поменяться сторонами
move-sow-choice = { $pick }, { $sow } — против часовой стрелки, { $sow-cw } — по часовой
either = { $a } или { $b }

## Подсказка

hint = Подсказка: { $move } ({ $value })
hint-pit = лунка { $pit }
hint-pit-cw = лунка { $pit } по часовой стрелке
hint-swap = поменяться сторонами
hint-draw = ничья, доказано
hint-wins = победа с разницей в { $by ->
    [one] { $by } камень
    [few] { $by } камня
   *[many] { $by } камней
}, доказано
hint-loses = поражение с разницей в { $by ->
    [one] { $by } камень
    [few] { $by } камня
   *[many] { $by } камней
}, доказано
hint-even = примерно равно на глубине { $depth }
hint-about = примерно { $value } на глубине { $depth }

## Конец игры

over-title = Игра окончена
over-you-win = Вы победили!
over-wins = Победа: { $seat }
over-draw = Ничья
over-no-moves = У одного из игроков не осталось ходов.
over-majority = В одном калахе больше половины всех камней.
over-no-progress = Слишком долго ни один камень не попадал в калах.
over-repetition = Позиция повторилась: каждый игрок забрал камни со своей стороны.
over-play-again = Сыграть ещё раз
over-review = Разбор партии

## Что говорится после каждого хода (программы экранного доступа)

said-sowed = { $seat }: ход из лунки { $pit }, { $seeds ->
    [one] { $seeds } камень
    [few] { $seeds } камня
   *[many] { $seeds } камней
}
said-sowed-cw = { $seat }: ход из лунки { $pit } по часовой стрелке, { $seeds ->
    [one] { $seeds } камень
    [few] { $seeds } камня
   *[many] { $seeds } камней
}
said-swapped = { $seat }: обмен сторонами (правило пирога)
said-relays = эстафета: { $relays ->
    [one] { $relays } раз
    [few] { $relays } раза
   *[many] { $relays } раз
}
said-captured = захват: { $seeds ->
    [one] { $seeds } камень
    [few] { $seeds } камня
   *[many] { $seeds } камней
}
said-tuzdyk = туздык в лунке { $pit } противника
said-to-tuzdyk = в туздык: { $seeds ->
    [one] { $seeds } камень
    [few] { $seeds } камня
   *[many] { $seeds } камней
}
said-grand-slam = большой шлем: ничего не взято
said-fours = { $fours ->
    [one] { $fours } четвёрка
    [few] { $fours } четвёрки
   *[many] { $fours } четвёрок
}
said-again = { $seat } ходит ещё раз.
said-your-turn = Ваш ход.
said-your-turn-again = Снова ваш ход.
said-to-move = Ходит { $seat }.
said-stores = { $south } { $south_seeds }, { $north } { $north_seeds }.

## Доска для программ экранного доступа: каждая лунка и калах, и куда упадёт последний камень

board-pit = { $side }, лунка { $pit }: { $seeds ->
    [one] { $seeds } камень
    [few] { $seeds } камня
   *[many] { $seeds } камней
}
board-tuzdyk = туздык стороны { $side }
board-store = { $side }, калах: { $seeds ->
    [one] { $seeds } камень
    [few] { $seeds } камня
   *[many] { $seeds } камней
}
board-counter-clockwise = против часовой стрелки
board-clockwise = по часовой стрелке
board-lands-own-store = последний камень упадёт в ваш калах
board-lands-other-store = последний камень упадёт в калах противника
board-lands-own-pit = последний камень упадёт в вашу лунку { $pit }
board-lands-other-pit = последний камень упадёт в лунку { $pit } противника
board-online-your-turn = ваш ход, соперник играет онлайн
board-online-their-turn = ходит { $seat }, онлайн

## Ходы

moves-title = Ходы
moves-none = Ходов пока нет.
moves-start = Начало

## Просмотр и разбор партии

replay-title = Просмотр партии
replay-where = Ход { $ply } из { $total }
replay-clocks = Часы после этого хода: { $first } · { $second }
replay-first = В начало
replay-back = Назад
replay-play = Воспроизвести
replay-stop = Остановить
replay-forward = Вперёд
replay-last = В конец
replay-take-over = Продолжить игру отсюда
replay-take-over-start = Играть с этой позиции
replay-unplayable-title = Эту партию нельзя воспроизвести
replay-unplayable = Запись партии не удаётся разыграть: { $reason }
replay-unplayable-ok = Понятно
review-start = Разобрать партию
review-running = Разбор: ход { $done } из { $total }
review-cancel = Отмена
review-done = Разобрано за { $seconds } с · точно доказано: { $exact } из { $total }
review-waiting = Этот ход ещё не разобран.
review-graph = Оценка партии для Юга в камнях: выше линии перевес у Юга; закрашенные точки доказаны точно. Щёлкните, чтобы перейти к ходу.
review-played = Ход { $ply } ({ $side }): { $move } — { $value }
review-best = Лучший ход: { $move } — { $value }
review-mark = { $lost ->
    [0] { $mark }
    [one] { $mark }: потерян { $lost } камень
    [few] { $mark }: потеряно { $lost } камня
   *[many] { $mark }: потеряно { $lost } камней
}
mark-best = Лучший ход
mark-good = Хороший ход
mark-inaccuracy = Неточность
mark-mistake = Ошибка
mark-blunder = Грубая ошибка

## Новая игра

dialog-title = Новая игра
dialog-rules = Правила
dialog-seeds = Камней в лунке
dialog-seeds-young = 3 — для детей
dialog-seeds-normal = 4 — обычно
dialog-seeds-advanced = 5 — для опытных
dialog-pits = Лунок на сторону
dialog-starter = Кто начинает
dialog-how-to-play = Как играть по этим правилам
dialog-start = Начать
starter-random = Жребий
starter-winner = Победитель прошлой игры
starter-alternate = По очереди

## Варианты правил

rules-custom = Свои правила
rules-custom-about = Ваш собственный вариант: все настройки ниже.
preset-kalah = Калах
preset-kalah-about = Калах Чемпиона: дополнительный ход за камень в своём калахе, захват камней напротив.
preset-kalah-source = Игра Уильяма Дж. Чемпиона, США, середина XX века.
preset-general = Общие правила
preset-general-about = Простая игра: без дополнительных ходов и захватов, оставшиеся камни не считаются.
preset-general-source = Общие правила с испанской страницы о калахе.
preset-egyptian = Египетский
preset-egyptian-about = Калах, в котором пустая своя лунка захватывает всегда, даже если напротив пусто.
preset-egyptian-source = Египетские правила с той же испанской страницы.
preset-ethiopian = Эфиопский
preset-ethiopian-about = Каждый ход раскладывают в любую сторону; брать можно только из лунок, где 2 камня и больше.
preset-ethiopian-source = Эфиопские правила с той же испанской страницы.
preset-nigerian = Нигерийский
preset-nigerian-about = Эстафетная раскладка через оба калаха; каждая четвёрка достаётся хозяину лунки.
preset-nigerian-source = Нигерийские правила с той же испанской страницы.
preset-zillions = Zillions
preset-zillions-about = Не больше 3 дополнительных ходов подряд; калах, где больше половины камней, сразу побеждает.
preset-zillions-source = Калах в том виде, как в него играет программа Zillions of Games.
preset-russian = Русский
preset-russian-about = Калах с 3 камнями и правилом пирога: второй игрок может поменяться сторонами.
preset-russian-source = Калах по правилам русской страницы, с правилом пирога.
preset-kalaha = Калаха
preset-kalaha-about = Чешская калаха: 6 камней, и пустая своя лунка захватывает всегда.
preset-kalaha-source = Калаха по правилам чешской страницы: 6 камней в лунке, кто начинает — решает жребий.
preset-oware = Оваре
preset-oware-about = Оваре абапа: берут 2 или 3 на стороне противника; противника надо кормить.
preset-oware-source = Правила абапа общества Oware Society, по которым играют турниры.
preset-awari = Авари
preset-awari-about = Авари, как его решили Ромейн и Бал: оваре до последнего камня.
preset-awari-source = Правила, по которым Й. В. Ромейн и Х. Э. Бал решили авари (2003).
preset-songo = Сонго
preset-songo-about = Сонго: 7 лунок по 5 камней; берут 2 или 4 на стороне противника.
preset-songo-source = П. Х. Г. Пауэлл-Коттон, «A Mancala Board called Songo», Man, 1931.
preset-bohnenspiel = Боненшпиль
preset-bohnenspiel-about = Немецкая игра в бобы: по 6 в лунке; последний боб, давший 2, 4 или 6 на любой стороне, берёт.
preset-bohnenspiel-source = Das Bohnenspiel по «Deutsches Spielhandbuch» (1937).
preset-toguz_kumalak = Тогыз кумалак
preset-toguz_kumalak-about = 9 лунок по 9 камней; берут чётное число, а три камня дают туздык.
preset-toguz_kumalak-source = Правила федерации тогуз коргоола, записанные в 1949 году.

## Настройки своих правил

custom-stores = Калахи при раскладке
custom-stores-own = только свой
custom-stores-both = оба
custom-direction = Направление
custom-direction-ccw = против часовой стрелки
custom-direction-choice = на выбор игрока
custom-min-lift = Брать из лунок, где не меньше
custom-seeds-suffix = { $count ->
    [one] {" "}камня
   *[other] {" "}камней
}
custom-extra = Дополнительный ход за свой калах
custom-extra-never = никогда
custom-extra-always = всегда
custom-extra-at-most = не больше
custom-in-a-row = {" "}подряд
custom-capture = Захват
custom-capture-none = нет
custom-capture-opposite = если напротив есть камни
custom-capture-always = всегда
custom-sowing = Раскладка
custom-relay = эстафета
custom-fours = четвёрки хозяину лунки
custom-end = Конец игры
custom-end-after-any = после любого хода
custom-end-turn-start = в начале хода
custom-leftover = Оставшиеся камни
custom-leftover-owner = хозяину
custom-leftover-uncounted = не считаются
custom-also-ends = Игра кончается также
custom-majority = когда в калахе больше половины камней
custom-no-progress = после ходов без продвижения:
custom-stores-none = никакие (дома)
custom-lap = Опустевшая лунка на круге
custom-lap-sown = получает камень
custom-lap-skip = пропускается
custom-lap-back = получает первый камень
custom-counts = Взятие по числу
custom-counts-none = нет
custom-counts-even = чётное число
custom-counts-these = эти числа:
custom-count-side = Где берут
custom-count-side-opponent = в лунках противника
custom-count-side-either = в любой лунке
custom-chain = и в лунках перед ней
custom-grand-slam = Большой шлем
custom-grand-slam-captures = берёт
custom-grand-slam-no-capture = ничего не берёт
custom-grand-slam-forbidden = запрещён
custom-feed = Кормление
custom-feed-must = противнику без камней надо дать камни
custom-tuzdyk = Туздык
custom-tuzdyk-claim = три камня в лунке противника делают её туздыком
custom-repetition = когда позиция повторяется
custom-pie = Правило пирога
custom-pie-swap = второй игрок может поменяться сторонами

## Почему по этим правилам нельзя играть

error-pits = Лунок на сторону должно быть { $min }–{ $max }, а не { $value }.
error-seeds = Камней в лунке должно быть { $min }–{ $max }, а не { $value }.
error-min-lift-zero = Чтобы взять камни из лунки, в ней должен быть хотя бы 1 камень.
error-no-opening-move = Первого хода нет: в лунках по { $seeds }, а брать можно только от { $min }.
error-extra-cap-zero = «Не больше 0 ходов подряд» значит «никогда»: выберите «никогда».
error-choice-needs-limit = При раскладке в обе стороны позиции могут повторяться бесконечно: задайте конец после ходов без продвижения.
error-no-progress-zero = Игра должна кончаться не раньше чем после 1 хода без продвижения.
error-extra-turn-unsown-store = Если при раскладке камни в калахи не кладут, последний камень никогда не попадает в калах: ходы подряд должны быть «никогда».
error-skip-and-first-back = Раскладка не может одновременно пропускать лунку, из которой начата, и класть в неё первый камень.
error-count-switch-without-counts = Сторона взятия, цепочка и большой шлем требуют взятия по числу камней: выберите числа, при которых берут.
error-relay-with-counts = Эстафету нельзя сочетать со взятием по числу камней или с туздыком.
error-feed-needs-turn-start = Обязанность кормить требует, чтобы игра кончалась, только когда ходящему нечем ходить.
error-tuzdyk-one-direction = Туздык требует раскладки в одну сторону (против часовой стрелки).
error-unsown-stores-need-end = Если при раскладке камни в калахи не кладут, камни могут ходить по кругу бесконечно: задайте конец при повторении позиции или после ходов без продвижения.
error-unknown-preset = Правил с названием «{ $name }» нет.
error-rules-json = Не удаётся прочитать правила: { $detail }
error-rules-file = Не удаётся прочитать файл с правилами: { $detail }
error-not-a-replay = Продолжить можно только просматриваемую партию.
illegal-move = Ход { $move } сделать нельзя: { $why }
illegal-game-over = партия окончена.
illegal-no-pie = в этих правилах нет правила пирога.
illegal-swap-not-offered = обмен сторонами разрешён только первым решением второго игрока, один раз за партию.
illegal-no-such-pit = лунки { $pit } нет (лунки пронумерованы от 1 до { $pits }).
illegal-ccw-only = по этим правилам камни раскладывают только против часовой стрелки.
illegal-must-feed = у соперника нет камней, а другой ход дал бы ему камни.
illegal-grand-slam = этот ход взял бы все камни соперника (большой шлем), а эти правила его запрещают, пока есть другой ход.
illegal-too-few-seeds = в лунке { $pit } стороны «{ $side }» { $seeds ->
    [one] { $seeds } камень
    [few] { $seeds } камня
   *[many] { $seeds } камней
}, а чтобы ходить из лунки, нужно не меньше { $min }.
record-at = Строка { $line }, столбец { $column }: { $why }
record-not-json = Это не запись партии: { $detail }
record-move = Решение { $ply } записи: { $why }
record-not-a-tag-name = «{ $name }» — не имя тега (буква, затем буквы, цифры или _).
record-tag-unquoted = Тег { $tag }: значение пишется в двойных кавычках.
record-tag-quote-open = Тег { $tag }: у значения нет закрывающей кавычки.
record-tag-unclosed = Тег { $tag }: после значения нет «]».
record-tag-not-one-line = Тег { $tag }: значение тега — одна строка текста.
record-tag-twice = Тег { $tag } указан дважды.
record-tag-reserved = У тега { $tag } своё место в записи, не среди прочих тегов.
record-tag-among-moves = Тег { $tag } стоит среди ходов; теги идут перед первым ходом.
record-no-rules = Запись называет свои правила в строке тега перед ходами, например [Rules "kalah"].
record-not-a-number = Тег { $tag }: «{ $text }» — не число.
record-not-a-switch-value = «{ $text }» — недопустимое значение этого параметра правил.
record-first-not-a-side = Тег First: «{ $text }» — ни south, ни north.
record-comment-open = «{"{"}» комментария нигде не закрыт «{"}"}».
record-unopened = «{ $c }» без открывающей пары.
record-number-too-large = Номер хода { $number } слишком велик.
record-comma-first = Запятая соединяет ходы одной очереди, но перед ней нет хода.
record-two-commas = Две запятые подряд.
record-turn-ended = Очередь заканчивается ходом «{ $last }»: следующую очередь пишите без запятой.
record-number-inside-turn = Номер хода { $n }. стоит внутри очереди; номер ставится перед очередью.
record-number-before-second-turn = Номер хода { $n }. стоит перед второй очередью круга { $round }; номер ставится перед первой.
record-wrong-round = Это круг { $round }., а не { $n }.
record-not-a-move = «{ $word }» — не ход (напишите номер лунки от 1 до 9, можно с «cw», или «swap»).
record-must-join = «{ $last }» дал ещё одно решение в той же очереди: присоедините к нему «{ $word }» через запятую ({ $last },{ $word }).
record-ends-after-comma = Запись кончается запятой; после неё должен быть ход.
record-comment-past-the-end = Комментарий после решения { $after }, а в записи { $moves ->
    [one] { $moves } решение
    [few] { $moves } решения
   *[many] { $moves } решений
}.
record-comments-out-of-order = Комментарии идут не в порядке партии.
record-not-a-time-control = Тег TimeControl: «{ $text }» — не секунды плюс секунды за ход (300+3).
record-not-a-clock = Тег Clock: «{ $text }» — не список показаний часов (4:58.1 4:57.0 …).
record-clock-past-the-end = Тег Clock: показаний часов ({ $readings }) больше, чем решений ({ $moves }).
record-result-unreadable = «{ $text }» — не результат (пишите «south 27-21», «north 25-23», «draw 24-24» или «abandoned»).
record-result-winner-first = «{ $text }»: первым пишется калах победителя.
record-result-unequal-draw = «{ $text }»: при ничьей в калахах поровну.
record-result-not-abandoned = Тег Result: ходы доигрывают партию ({ $reached }), значит, она не брошена.
record-result-differs = Тег Result: в нём { $stated }, а ходы дают { $reached }.
record-result-not-over = Тег Result: в нём { $stated }, но после этих ходов партия не окончена.
import-not-handed-over = Браузер не передал текст: { $detail }
storage-no-place = Некуда сохранять: не заданы ни KALAH_SAVE, ни HOME.
storage-no-local-storage = Браузер ничего не хранит для этой страницы: { $detail }
storage-failed = { $place }: { $why }
file-not-found = нет такого файла или папки
file-no-permission = нет доступа
file-exists = файл с таким именем уже есть
file-full = диск заполнен
file-no-page = в браузере нет страницы, с которой можно скачать файл
clipboard-no-text = в буфере обмена нет текста
clipboard-none = буфера обмена здесь нет
clipboard-busy = буфер обмена занят другой программой

## Правила варианта, по предложению

rules-title = Правила: { $name }
rules-close = Закрыть
rules-board = У каждого игрока { $pits ->
    [one] { $pits } лунка
    [few] { $pits } лунки
   *[many] { $pits } лунок
} в ближнем к нему ряду и калах по правую руку. В начале игры в каждой лунке { $seeds ->
    [one] { $seeds } камень
    [few] { $seeds } камня
   *[many] { $seeds } камней
}.
rules-board-houses = У каждого игрока { $pits ->
    [one] { $pits } лунка
    [few] { $pits } лунки
   *[many] { $pits } лунок
} в ближнем к нему ряду и дом по правую руку, где лежат взятые им камни. В начале игры в каждой лунке { $seeds ->
    [one] { $seeds } камень
    [few] { $seeds } камня
   *[many] { $seeds } камней
}.
rules-lift = В свой ход выньте все камни из одной из своих лунок.
rules-lift-min = В свой ход выньте все камни из одной из своих лунок, где их не меньше { $min ->
    [one] { $min } камня
   *[other] { $min } камней
}; из лунки, где меньше, ходить нельзя.
rules-sow-ccw = Разложите их по одному против часовой стрелки в следующие лунки, начиная с соседней. При длинном ходе камень получает и опустевшая лунка.
rules-sow-choice = Направление выбирается каждый ход: разложите камни по одному против часовой стрелки или по часовой в следующие лунки, начиная с соседней.
rules-stores-own = Проходя мимо своего калаха, положите в него камень; калах противника пропускается.
rules-stores-both = Камень кладётся в каждый калах, мимо которого вы проходите, в том числе в калах противника.
rules-sow-ccw-skip = Разложите их по одному против часовой стрелки в следующие лунки, начиная с соседней. Ход, который обходит весь круг, пропускает опустевшую лунку.
rules-sow-ccw-back = Разложите их по одному против часовой стрелки, начиная с опустевшей лунки: первый камень возвращается в неё. Единственный камень из лунки переходит в следующую лунку.
rules-skip-start = Ход, который обходит весь круг, пропускает опустевшую лунку.
rules-first-seed-back = Первый камень возвращается в опустевшую лунку; единственный камень из лунки переходит в следующую лунку.
rules-stores-none = Калахи здесь — дома: при раскладке их обходят, и в них лежат только взятые камни.
rules-count-capture = Захват: если последний камень попал { $side ->
    [either] в любую лунку
   *[opponent] в лунку противника
} и в ней стало { $kind ->
    [even] чётное число камней
    [one] { $last } { $last ->
        [one] камень
        [few] камня
       *[many] камней
    }
   *[many] { $first } или { $last } { $last ->
        [one] камень
        [few] камня
       *[many] камней
    }
}, эти камни идут в ваш калах.
rules-capture-chain = { $side ->
    [either] Забираются и лунки прямо перед ней, где тоже такое число камней, вплоть до первой, где его нет.
   *[opponent] Забираются и лунки прямо перед ней на стороне противника, где тоже такое число камней, вплоть до первой, где его нет.
}
rules-grand-slam-captures = Ход, забирающий все камни противника, берёт их, как любой другой.
rules-grand-slam-no-capture = Ход, который забрал бы все камни противника (большой шлем), сделать можно, но он ничего не берёт.
rules-grand-slam-forbidden = Ход, который забрал бы все камни противника (большой шлем), нельзя делать, пока есть другой ход; если других нет, он делается и ничего не берёт.
rules-feed = Если у противника нет камней, вы обязаны сделать ход, который даёт ему камни, если такой есть; если нет, игра кончается.
rules-tuzdyk = Туздык: если последний камень сделал ровно три камня в лунке противника, вы забираете их, и лунка навсегда становится вашим туздыком: каждый камень, попавший в неё потом, идёт в ваш калах. У каждого игрока не больше одного туздыка, и он не может быть ни в последней лунке противника, ни в лунке с тем же номером, что туздык противника.
rules-repetition = Игра кончается и тогда, когда позиция повторяется.
rules-relay = Эстафета: если последний камень попал в непустую лунку на любой стороне, выньте из неё все камни и раскладывайте дальше. Ход кончается, когда последний камень падает в калах или в пустую лунку либо образует четвёрку.
rules-fours = Четвёрки: как только при раскладке в лунке оказывается ровно четыре камня, хозяин лунки сразу забирает их в свой калах, кто бы ни положил четвёртый камень.
rules-extra-none = Последний камень в своём калахе ничего не даёт: ход переходит к противнику.
rules-extra-unlimited = Если последний камень попал в ваш калах, вы получаете дополнительный ход, и так сколько угодно раз.
rules-extra-at-most = Если последний камень попал в ваш калах, вы получаете дополнительный ход, но не больше { $count ->
    [one] { $count } раза
   *[other] { $count } раз
} подряд.
rules-capture-none = Захватов нет.
rules-capture-opposite = Захват: если последний камень попал в пустую лунку на вашей стороне, а в лунке напротив есть камни, этот камень и все камни напротив идут в ваш калах.
rules-capture-always = Захват: если последний камень попал в пустую лунку на вашей стороне, этот камень и все камни из лунки напротив идут в ваш калах, даже если напротив пусто.
rules-pie = Правило пирога: в свой первый ход второй игрок может вместо хода поменяться сторонами и продолжить игру с позиции первого.
rules-end-after-any = Игра кончается, как только у одного из игроков не остаётся ходов.
rules-end-turn-start = Игра кончается, когда у игрока, чей ход, не остаётся ходов.
rules-majority = Игра кончается и тогда, когда в одном калахе окажется больше половины всех камней (больше { $half }).
rules-no-progress = Игра кончается и тогда, когда { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
} подряд ни один камень не попадает в калах.
rules-leftover-owner = В конце каждый игрок переносит камни из своих лунок в свой калах.
rules-leftover-uncounted = Камни, оставшиеся в лунках в конце, не считаются.
rules-winner = Побеждает тот, у кого в калахе больше камней; при равенстве — ничья.

## Управление

controls-title = Управление
controls-close = Закрыть
device-mouse = Мышь
device-keyboard = Клавиатура
device-gamepad = Геймпад
label-hover = Навести на лунку
label-left-click = Левый щелчок
label-right-click = Правый щелчок
label-right-drag = Перетаскивание правой кнопкой, колесо
key-left = Влево
key-right = Вправо
key-enter = Enter
key-space = Пробел
key-shift-enter = Shift+Enter
key-menu-move = Tab, Shift+Tab, стрелки
key-menu-choose = Enter, Пробел
pad-left = Крестовина / стик влево
pad-right = Крестовина / стик вправо
pad-stick = Крестовина / стик
pad-two-players = Двое игроков
pad-select-hold = Select (удерживать)
action-preview = показать, куда упадёт последний камень
action-focus-left = выбрать лунку левее среди тех, откуда можно ходить
action-focus-right = выбрать лунку правее среди тех, откуда можно ходить
action-focus-pit = выбрать эту лунку (счёт слева от ходящего)
action-sow = сделать ход из выбранной лунки (против часовой стрелки); сыграть ещё раз
action-sow-cw = сделать ход по часовой стрелке, если правила дают выбор
action-swap = поменяться сторонами (правило пирога)
action-undo = отменить ход
action-redo = вернуть ход
action-hint = подсказка
action-pause = пауза / продолжить
action-skip = сразу закончить анимацию
action-mute = выключить / включить звук
action-orbit = поворот и приближение камеры
action-view = вид: 3D или сверху
action-fullscreen = полноэкранный режим: вкл. / выкл.
action-menu = главная панель (новая игра, обучение, партии, настройки); закрывает меню
action-help = эта справка
action-rules = правила этой игры
action-menu-move = в меню: вверх/вниз — выбор пункта, влево/вправо — значение (удержание повторяет)
action-menu-choose = в меню: выбрать
action-copy = копировать выделенный текст
action-cut = вырезать выделенный текст
action-paste = вставить в текстовое поле
action-menu-back = в меню: назад
action-seats = двое игроков: первый геймпад играет за Юг, второй за Север; один геймпад — за обоих
action-replay-back = просмотр партии: на ход назад
action-replay-forward = просмотр партии: на ход вперёд
action-replay-play = просмотр партии: проигрывать ходы один за другим или остановить

## Партии и статистика

hud-games = Партии
hud-stats = Статистика
games-title = Сыгранные партии
games-none = Партий пока нет. Здесь хранится каждая партия, которую вы доиграли или оставили ради новой.
games-count = Сохранено партий: { $games } (не больше { $cap }, самые старые удаляются первыми)
games-date = Дата
games-rules-column = Правила
games-result = Результат
games-rules = { $rules } { $pits }×{ $seeds }
games-result-won = Победа: { $side }, { $won }–{ $lost }
games-result-draw = Ничья { $seeds }–{ $seeds }
games-result-abandoned = Не доиграна
games-open = Открыть
games-export = Экспорт
games-delete = Удалить
games-delete-ask = Удалить эту партию?
games-delete-yes = Удалить
games-delete-no = Оставить
games-export-to = Сохранить в файл (в файл .json — в формате JSON):
games-export-save = Сохранить
games-cancel = Отмена
games-import = Загрузить запись партии
games-import-file = Из файла:
games-import-open = Загрузить файл
games-import-paste = Или вставьте сюда текст записи:
games-import-read = Загрузить текст
games-close = Закрыть
games-notice-title = Партии
games-notice-ok = Понятно
games-set-aside-history = Список сыгранных партий не удалось прочитать. Он сохранён как { $file }, начат новый список.
games-set-aside-stats = Статистику не удалось прочитать. Она сохранена как { $file } и начинается с нуля.
games-set-aside-settings = Настройки не удалось прочитать. Они сохранены как { $file }, используются настройки по умолчанию.
games-unreadable-history = Список сыгранных партий не удалось открыть ({ $error }). Он остаётся как есть, и до следующего запуска игры новые партии в него не записываются.
games-unreadable-stats = Статистику не удалось открыть ({ $error }). Она остаётся как есть, и до следующего запуска игры новые партии в ней не учитываются.
games-unreadable-settings = Настройки не удалось открыть ({ $error }). Они остаются как есть, и до следующего запуска игры изменения не сохраняются.
games-not-written-history = Не удалось сохранить сыгранные партии: { $error }
games-not-written-stats = Не удалось сохранить статистику: { $error }
games-not-written-settings = Не удалось сохранить настройки: { $error }
games-dropped = В списке хранится не больше { $cap ->
    [one] { $cap } партии
   *[other] { $cap } партий
}, поэтому { $games ->
    [one] самая старая партия удалена.
    [few] удалены { $games } самые старые партии.
   *[many] удалено { $games } самых старых партий.
}
games-import-failed-at = Эту запись не удаётся прочитать. Строка { $line }, столбец { $column }: { $reason }
games-import-failed = Эту запись не удаётся прочитать: { $reason }
games-exported = Партия сохранена в файл { $file }.
games-downloaded = Партия скачана как { $file }.
games-export-failed = Не удалось сохранить партию: { $reason }
games-copy = Копировать
games-copied = Скопировано в буфер обмена.
games-paste = Вставить из буфера обмена
games-import-choose = Выбрать файл…
games-clipboard-failed = Не удалось обратиться к буферу обмена: { $reason }
stats-title = Статистика
stats-none = Доигранных партий пока нет.
stats-rules = Правила
stats-opponent = Соперник
stats-games = Партии
stats-wins = Победы
stats-draws = Ничьи
stats-losses = Поражения
stats-best = Лучшая победа
stats-streak = Серия
stats-margin = { $seeds ->
    [one] на { $seeds } камень
    [few] на { $seeds } камня
   *[many] на { $seeds } камней
}
stats-streak-wins = { $games ->
    [one] { $games } победа
    [few] { $games } победы
   *[many] { $games } побед
}
stats-streak-draws = { $games ->
    [one] { $games } ничья
    [few] { $games } ничьи
   *[many] { $games } ничьих
}
stats-streak-losses = { $games ->
    [one] { $games } поражение
    [few] { $games } поражения
   *[many] { $games } поражений
}
stats-how = Каждая доигранная партия учитывается один раз, с вашей стороны против ИИ (со стороны Юга, если играют двое людей). Партии двух ИИ между собой и загруженные партии не учитываются. Партии онлайн считаются отдельно.
stats-reset = Сбросить…
stats-reset-ask = Сбросить всю статистику? Это нельзя отменить.
stats-reset-yes = Сбросить
stats-reset-no = Не сбрасывать
stats-close = Закрыть

## Игра по сети

online-here = Играть здесь
online-online = Играть онлайн
online-server = Сервер
online-name = Ваше имя
online-default-name = Игрок
online-create-title = Новая партия для друга
online-your-seat = Ваша сторона
online-seat-either = Любая, по жребию
online-clock = Часы
online-clock-none = Без часов
online-clock-value = { $minutes } мин + { $increment } с за ход
online-create = Создать партию
online-quick = Быстрая игра
online-quick-means = Вы сыграете с первым, кто попросит те же правила и те же часы; первым ходит Юг.
online-lobby-title = Открытые партии
online-lobby-opening = Ищем открытые партии…
online-lobby-unreachable = Список открытых партий недоступен: сервер запущен?
online-lobby-empty = Открытых партий пока нет. Создайте партию с галочкой «Открытая» — она появится здесь.
online-lobby-join-as = Вы играете за { $side }
online-rated-game = На рейтинг
online-casual-game = Без рейтинга
online-public = Открытая (в списке открытых партий)
online-rated = На рейтинг
online-rated-means = Партия на рейтинг меняет рейтинг обоих игроков. Сопернику тоже нужен ключ.
online-rated-needs-key = Для партий на рейтинг нужны своё имя (выше) и ваш ключ игрока (Настройки).
online-spectators = { $count ->
    [one] { $count } зритель
    [few] { $count } зрителя
   *[many] { $count } зрителей
}
online-draw-offered = Игрок { $name } предлагает ничью.
online-draw-sent = Вы предложили ничью; ждём ответа игрока { $name }.
online-draw-declined = Игрок { $name } отказался от ничьей.
online-take-back-asked = Игрок { $name } просит вернуть свой последний ход.
online-take-back-sent = Вы попросили вернуть ход; ждём ответа игрока { $name }.
online-take-back-declined = Игрок { $name } не согласился вернуть ход.
online-accept = Принять
online-decline = Отклонить
online-abort = Отменить партию
online-abort-means = Партия заканчивается без результата; можно только в первые два хода.
online-offer-draw = Предложить ничью
online-take-back = Вернуть ход
online-take-back-means = Просит соперника разрешить вернуть ваш последний ход (только в партиях без рейтинга).
online-code-title = Партия друга
online-code = Код
online-join = Войти
online-join-asks-name = Вы присоединяетесь к партии { $code }. Имя, которое увидит соперник (спрашиваем один раз, оно сохранится в настройках):
online-watch = Смотреть
online-code-invalid = Код — это 8 букв и цифр, например ABCD-EFGH.
online-title = Партия онлайн
online-state-connecting = Подключение…
online-state-open = Подключено
online-state-reconnecting = Связь потеряна; новая попытка через { $seconds } с
online-state-off = Нет подключения
online-waiting = Ждём, когда друг войдёт в партию.
online-code-is = Код: { $code }
online-copy-link = Копировать ссылку
online-copied = Скопировано
online-link-native = Друг вводит код в разделе «Играть онлайн» или запускает игру так: kalah --join { $code }
online-link-web = Друг открывает ссылку или вводит код в разделе «Играть онлайн».
online-cancel = Отмена
online-leave = Выйти
online-watching = Вы смотрите партию.
online-their-move = Ждём хода: { $seat }
online-sent = Ваш ход отправлен; ждём ответа сервера…
online-present = { $name } на месте
online-away = Связь с игроком { $name } потеряна. Победу можно будет забрать через { $seconds } с.
online-away-claim = Игрок { $name } так и не вернулся.
online-claim = Забрать победу
online-resign = Сдаться
online-resign-ask = Сдать эту партию?
online-resign-yes = Сдаться
online-resign-no = Играть дальше
online-rematch = Реванш
online-rematch-asked = Игрок { $name } предлагает реванш.
online-rematch-sent = Реванш предложен; ждём ответа: { $name }.
online-review = Разбор
online-over-rules = Партия окончена.
online-over-resigned = Игрок { $name } сдал партию.
online-over-flag = У игрока { $name } кончилось время.
online-over-abandoned = Игрок { $name } покинул партию.
online-over-aborted = Партия отменена: без результата.
online-over-agreed = Ничья по соглашению.
online-over-won = Вы победили!
online-over-lost = Вы проиграли.
online-over-draw = Ничья.
online-unreachable = Не удаётся связаться с сервером { $server }.
online-left = Вы больше не в комнате: ваше место заняли за другим столом, или комната закрылась.
online-gone = Этой партии больше нет на сервере.
online-gone-elsewhere = Ваше место заняли за другим столом; партия продолжается там.
online-refused-version = Сервер говорит на другой версии игры.
online-refused-malformed = Сервер не смог прочесть сообщение.
online-refused-too-large = Сообщение слишком длинное для сервера.
online-refused-rate = Слишком много сообщений сразу; помедленнее.
online-refused-bad-game = Сервер не может играть по этим правилам или с этими часами.
online-refused-no-room = Партии с таким кодом нет (или она уже закончилась).
online-refused-bad-token = Это место больше не ваше.
online-refused-in-room = Вы уже в комнате.
online-refused-no-game = Вы не в партии.
online-refused-not-seated = Зрители не ходят.
online-refused-not-started = Партия ещё не началась: дождитесь соперника.
online-refused-turn = Сейчас не ваш ход; ход отменён.
online-refused-stale = Этот стол пропустил ход; ваш ход отменён, партия загружается заново.
online-refused-illegal = Сервер не разрешает этот ход; он отменён.
online-refused-over = Партия уже окончена; ваш ход отменён.
online-refused-too-early = Ещё рано: время ожидания соперника не истекло.
online-refused-name-taken = Это имя занято другим игроком: выберите другое.
online-refused-rated = Только не в рейтинговой партии.
online-refused-too-late = Поздно: отменить партию можно только в первые два хода.
online-refused-too-soon = Ещё рано: вы уже просили об этом.
online-refused-no-request = Отвечать не на что.
online-refused-server = Сервер не смог сохранить ход; попробуйте ещё раз.

## Веб-страница

web-loading = Загрузка Kalah 3D…
web-downloading = загружаем игру
web-downloading-percent = загружаем игру: { $percent } %
web-starting = запуск
web-no-simd = в этом браузере нет WebAssembly SIMD; он есть в современных Chrome, Edge, Firefox и Safari
web-failed = не удалось запустить: { $error }

## Учиться: уроки каждого варианта игры и задачи (src/ui/learn/, assets/lessons/)
hud-learn = Учиться
learn-title = Учиться
learn-lessons = Уроки
learn-puzzles = Задачи
learn-passed = этапы: { $passed }/{ $stages }
learn-perfect = все с первой попытки
learn-start = Начать
learn-continue = Продолжить
learn-again = Ещё раз
learn-lesson-of = Урок: { $rules }
learn-puzzles-of = Задачи: { $rules }
learn-daily = Задача дня
learn-solved = решено: { $solved }/{ $count }
learn-solve = Решать
learn-not-online = Сначала выйдите из сетевой партии: она не может ждать, пока вы учитесь.
learn-rating = Рейтинг в задачах { $rating } · серия { $streak } (лучшая { $best })
learn-stage-title = { $rules } · этап { $stage } из { $stages }
learn-daily-title = Задача дня · { $id }
learn-puzzle-title = { $rules } · задача { $number } из { $count }
learn-you-play = Вы играете за { $side }: { $how }.
learn-next-stage = Следующий этап
learn-lesson-complete = Урок пройден!
learn-try-again = Попробовать ещё раз
learn-back-to-list = Уроки и задачи
learn-leave = Вернуться к партии
learn-wrong = Ваш ход — { $played }: последний камень упал { $landed ->
    [own-store] в ваш калах
    [other-store] в калах противника
    [own-pit] в вашу лунку { $pit }
    [other-pit] в лунку { $pit } противника
   *[none] мимо доски
}{ $what ->
    [capture] , и вы захватили { $seeds ->
        [one] { $seeds } камень
        [few] { $seeds } камня
       *[other] { $seeds } камней
    }.
    [extra] , и вы ходите ещё раз.
    [over] , и партия закончилась.
   *[other] , так что захвата нет и ход перешёл к противнику.
}
learn-wrong-idea = { $idea ->
    [capture] Этот этап — о захвате: найдите лунку, последний камень из которой упадёт в вашу пустую лунку.
    [extra] Этот этап — о дополнительном ходе: найдите лунку, последний камень из которой упадёт в ваш калах.
    [relay] Этот этап — об эстафетной раскладке: найдите лунку, последний камень из которой упадёт в лунку с камнями, чтобы раскладывать дальше оттуда.
    [four] Этот этап — о четвёрках: найдите лунку, после раскладки которой в какой-то лунке окажется ровно четыре камня.
    [over] Этот этап — о конце партии: найдите ход, который её завершает.
    [strategy] Этот этап просит лучший ход: в таблице видно, чего стоит каждый ход.
   *[move] Этот этап просит ход { $asked }: эта лунка подсвечена.
} Попробуйте ещё раз.
learn-values = Каждый ход и его цена, если обе стороны играют безошибочно:
learn-your-move = ваш ход
learn-puzzle-find = Найдите лучший ход за { $side }.
learn-puzzle-chain = Лучший ход даёт дополнительный ход: находите лучший, пока ваш ход не закончится.
learn-puzzle-again = Верно! Вы ходите ещё раз: найдите следующий лучший ход.
learn-hint = Подсказка
learn-puzzle-solved = Решено!
learn-puzzle-hinted = Решено с подсказкой: засчитывается как нерешённая.
learn-puzzle-missed = Это не лучший ход.
learn-puzzle-about = Тема: { $theme } · рейтинг задачи { $rating } · решение: { $answer }
learn-rating-change = Ваш рейтинг: { $change }
learn-next-puzzle = Следующая задача
learn-theme-extra-turns = дополнительные ходы
learn-theme-capture = захват
learn-theme-relay = эстафета
learn-theme-fours = четвёрки
learn-theme-defence = защита от захвата
learn-theme-endgame = счёт в эндшпиле
learn-theme-strategy = стратегия
learn-offer-title = Впервые играете в манкалу?
learn-offer = Научитесь за три минуты: короткий урок прямо на доске, по одной мысли за раз. Его всегда можно найти в разделе «Учиться».
learn-offer-yes = Учиться
learn-offer-no = Нет, спасибо
games-set-aside-learning = Не удалось прочитать ваши уроки и задачи. Они сохранены как { $file }, и всё начинается заново.
games-unreadable-learning = Не удалось открыть ваши уроки и задачи ({ $error }). Они остаются как есть, а то, что вы пройдёте до следующего запуска игры, не сохранится.
games-not-written-learning = Не удалось сохранить ваши уроки и задачи: { $error }

## Этапы уроков (assets/lessons/*.json): название, что говорит этап и что он говорит после хода
learn-sow-title = Раскладка
learn-sow-say = В свой ход вы вынимаете все камни из одной своей лунки и раскладываете их против часовой стрелки, по одному в каждую следующую лунку. Разложите лунку { $pit }, ту, что светится.
learn-sow-done = Четыре камня легли по одному в четыре следующие лунки. Теперь ходит противник.
learn-store-title = Ваш калах
learn-store-say = Большая лунка справа от вас — ваш калах, и каждый камень в нём идёт вам в счёт. Проходя мимо калаха, вы кладёте в него камень. Разложите лунку { $pit }.
learn-store-done = Один камень по пути упал в ваш калах, а остальные ушли в лунки противника.
learn-extra-title = Дополнительный ход
learn-extra-say = Считайте перед ходом: в лунке { $pit } ровно столько камней, сколько нужно, чтобы дойти до вашего калаха. Разложите её.
learn-extra-done = Последний камень упал в ваш калах, поэтому вы ходите ещё раз.
learn-capture-title = Захват
learn-capture-say = Если последний камень попадает в пустую лунку на вашей стороне, он захватывает: он сам и все камни из лунки напротив идут в ваш калах. Разложите лунку { $pit }: её последний камень упадёт в пустую лунку.
learn-capture-done = Захват! Последний камень и все камни напротив ушли в ваш калах.
learn-facing-title = Напротив пусто
learn-facing-say = В калахе для захвата нужны камни в лунке напротив. Разложите лунку { $pit }: на этот раз лунка напротив пуста.
learn-facing-done = Захвата нет: напротив ничего не было, и ваш камень остаётся там, где упал.
learn-always-title = Захват даже против пустой лунки
learn-always-say = В этой игре ваша пустая лунка захватывает всегда, даже когда лунка напротив пуста. Разложите лунку { $pit }: напротив лунки, где кончится ход, пусто.
learn-always-done = Ваш последний камень ушёл в калах один: захвачен один камень.
learn-end-title = Конец партии
learn-end-say = Партия кончается, как только у одного из игроков не остаётся камней в лунках. Разложите лунку { $pit }, ваш последний камень.
learn-end-done = Ваши лунки пусты, и партия окончена. Противник переносит камни из своих лунок в свой калах, и побеждает тот, у кого калах полнее.
learn-end-uncounted-title = Конец: остатки не считаются
learn-end-uncounted-say = Партия кончается, как только у одного из игроков не остаётся камней в лунках. Разложите лунку { $pit }, ваш последний камень.
learn-end-uncounted-done = Партия окончена. Камни, оставшиеся в лунках, здесь не считаются: считаются только калахи.
learn-count-title = Стратегия: сначала дополнительный ход
learn-count-say = Какой ход лучше? Посчитайте каждую лунку: камень, который ровно доходит до вашего калаха, даёт ещё один ход, а остальные лунки никуда не денутся. Выберите ход.
learn-count-done = Верно: камень из лунки { $pit } доходит до вашего калаха, и вы ходите ещё раз. Таблица показывает цену каждого хода: на сколько камней вы окажетесь впереди или позади, если обе стороны играют безошибочно.
learn-guard-title = Стратегия: берегите камни
learn-guard-say = Противник угрожает вашей лунке { $pit }: камень из его лунки 5 упадёт в его пустую лунку 6 напротив и захватит её. Как вы сыграете?
learn-guard-done = Верно: вы разложили камни из-под угрозы, и ваши камни в безопасности.
learn-noextra-title = Без дополнительных ходов
learn-noextra-say = В общей игре последний камень в вашем калахе не даёт дополнительного хода. Разложите лунку { $pit } и посмотрите.
learn-noextra-done = Камень идёт вам в счёт, но ход всё равно переходит к противнику.
learn-nocapture-title = Без захватов
learn-nocapture-say = В общей игре ничего не захватывается. Разложите лунку { $pit }: её последний камень упадёт в пустую лунку.
learn-nocapture-done = Ничего не происходит: камни идут в счёт, только попав в калах.
learn-count-general-title = Стратегия: считайте ходы
learn-count-general-say = Какой ход ценнее всего? Выберите ход, и таблица покажет цену каждого.
learn-count-general-done = Верно: лучший ход здесь — лунка { $pit }. Таблица показывает цену каждого хода, если обе стороны играют безошибочно.
learn-sow-choice-title = Раскладка в обе стороны
learn-sow-choice-say = В эфиопской игре вы каждый ход выбираете, в какую сторону раскладывать. Сначала разложите лунку { $pit } против часовой стрелки, вправо.
learn-sow-choice-done = Камни ушли вправо, по одному в каждую лунку.
learn-clockwise-title = По часовой стрелке
learn-clockwise-say = Теперь разложите лунку { $pit } по часовой стрелке, влево: камни идут влево и дальше в ряд противника.
learn-clockwise-done = По часовой стрелке камни ушли влево и дальше в лунки противника, мимо его калаха.
learn-minlift-title = Одиночные камни лежат
learn-minlift-say = Здесь в лунке должно быть хотя бы два камня, чтобы её разложить: лунки с одним камнем приглушены, ими ходить нельзя. Разложите лунку { $pit }.
learn-minlift-done = Верно. Одиночный камень взять нельзя, поэтому стройте игру на лунках с двумя камнями и больше.
learn-capture-cw-title = Захват в обе стороны
learn-capture-cw-say = Ваша пустая лунка захватывает, в какую бы сторону вы ни раскладывали, даже против пустой. Разложите лунку { $pit } по часовой стрелке: её последний камень упадёт в вашу пустую первую лунку.
learn-capture-cw-done = Захват! Последний камень и камни напротив ушли в ваш калах.
learn-end-ethiopian-title = Конец партии
learn-end-ethiopian-say = Партия кончается, когда игрок не может сделать ход, а лунка с одним камнем — это не ход. Разложите лунку { $pit }.
learn-end-ethiopian-done = У вас остались только одиночные камни, и партия окончена, а камни в лунках не считаются. Партия кончается и после 100 ходов подряд, за которые ни один камень не попал в калах.
learn-count-ethiopian-title = Стратегия: считайте в обе стороны
learn-count-ethiopian-say = Посчитайте каждую лунку в обе стороны: какой ход ценнее всего? Выберите ход.
learn-count-ethiopian-done = Верно: против часовой стрелки лунка { $pit } доходит ровно до вашего калаха, и вы ходите ещё раз.
learn-relay-title = Эстафета
learn-relay-say = В нигерийской игре, если последний камень попадает в лунку, где уже есть камни, вы вынимаете их все и раскладываете дальше. Разложите лунку { $pit }.
learn-relay-done = Дважды последний камень падал в лунку с камнями, и дважды раскладка шла дальше, пока не кончилась в пустой лунке.
learn-both-stores-title = Оба калаха
learn-both-stores-say = Здесь при раскладке камень кладётся в каждый калах на пути, и в калах противника тоже. Разложите лунку { $pit }.
learn-both-stores-done = Раскладка обошла доску и оставила по камню в каждом калахе.
learn-fours-title = Четвёрки
learn-fours-say = Как только при раскладке в лунке оказывается ровно четыре камня, хозяин лунки сразу забирает их в свой калах. Разложите лунку { $pit }: её первый камень образует четвёрку.
learn-fours-done = Четвёрка в вашей лунке: камни сразу ушли в ваш калах.
learn-fours-theirs-title = Четвёрка принадлежит хозяину лунки
learn-fours-theirs-say = Четвёрка всегда достаётся хозяину лунки, кто бы ни положил четвёртый камень. Разложите лунку { $pit }: её последний камень образует четвёрку в ряду противника.
learn-fours-theirs-done = Четвёрка ушла в калах противника: всегда смотрите, где ваши камни образуют четвёрку.
learn-noextra-nigerian-title = Без дополнительных ходов
learn-noextra-nigerian-say = Здесь последний камень в вашем калахе не даёт дополнительного хода. Разложите лунку { $pit }.
learn-noextra-nigerian-done = Камень идёт вам в счёт, а ход переходит к противнику.
learn-count-nigerian-title = Стратегия: четвёрки на своей стороне
learn-count-nigerian-say = Какой ход ценнее всего? Ищите четвёрку в своём ряду. Выберите ход.
learn-count-nigerian-done = Верно: лунка { $pit } образует четвёрку на вашей стороне, и она уходит в ваш калах.
learn-cap-title = Не больше трёх дополнительных ходов
learn-cap-say = В Zillions можно сделать не больше трёх дополнительных ходов подряд, и вы их только что сделали. Разложите лунку { $pit }: её последний камень снова упадёт в ваш калах.
learn-cap-done = Камень идёт в счёт, но это уже лишний дополнительный ход: ход переходит к противнику.
learn-majority-title = Победа большинством
learn-majority-say = Партия кончается, как только в одном калахе больше половины всех камней. Захватите лункой { $pit } и перейдите за половину.
learn-majority-done = В вашем калахе больше половины камней: вы сразу победили. Камни в лунках не считаются.
learn-turnstart-title = Конец наступает в начале хода
learn-turnstart-say = Здесь партия кончается, только когда у того, чей ход, нет ни одного хода. Разложите лунку { $pit }, ваши последние камни.
learn-turnstart-done = Ваши лунки пусты, но партия продолжается: теперь ходит противник и может разложить камни и к вам.
learn-sow3-title = Раскладка по три камня
learn-sow3-say = Русская игра начинается с трёх камней в каждой лунке. Выньте все камни из лунки и разложите их по одному против часовой стрелки. Разложите лунку { $pit }.
learn-sow3-done = Три камня — три лунки. Теперь ходит противник.
learn-extra3-title = Дополнительный ход
learn-extra3-say = В лунке { $pit } три камня, и до вашего калаха три лунки. Разложите её.
learn-extra3-done = Последний камень упал в ваш калах, поэтому вы ходите ещё раз.
learn-swap-title = Правило пирога
learn-swap-say = Теперь вы второй игрок, Север. Юг уже сделал первый ход; в свой первый ход вы можете вместо хода забрать себе сторону Юга вместе с его позицией. Нажмите «Поменяться сторонами».
learn-swap-done = Вы поменялись сторонами: позиция, которую построил Юг, теперь ваша, а противник продолжает со стороны, которую вы оставили. Меняться можно только сейчас, один раз за партию.
learn-sow6-title = Раскладка по шесть камней
learn-sow6-say = Чешская калаха начинается с шести камней в каждой лунке. Разложите лунку { $pit }: её шесть камней пройдут мимо вашего калаха.
learn-sow6-done = Один камень по пути упал в ваш калах, а последний — в первую лунку противника.
learn-extra6-title = Дополнительный ход
learn-extra6-say = До вашего калаха от лунки { $pit } шесть лунок, и в ней шесть камней. Разложите её.
learn-extra6-done = Последний камень упал в ваш калах, поэтому вы ходите ещё раз.
learn-sow-houses-title = Раскладка мимо домов
learn-sow-houses-say = Выньте все камни из одной своей лунки и разложите их против часовой стрелки, по одному в каждую следующую лунку. Большие лунки по краям — дома: раскладка проходит мимо них, и в них лежат только взятые камни. Разложите лунку { $pit }.
learn-sow-houses-done = Четыре камня легли по одному в четыре следующие лунки, мимо вашего дома и дальше в ряд противника. Теперь его ход.
learn-sow-songo-done = Пять камней легли по одному в пять следующих лунок, мимо вашего дома и дальше в ряд противника. Теперь его ход.
learn-lap-title = Круг минует опустевшую лунку
learn-lap-say = Лунка, в которой камней больше, чем остальных лунок на доске, проходит полный круг, но в опустевшую лунку камень не кладётся. Разложите лунку { $pit }.
learn-lap-done = Раскладка прошла полный круг, миновала опустевшую лунку, и последний камень лёг в следующую. Опустевшая лунка так и осталась пустой.
learn-capture-oware-title = Захват: два или три
learn-capture-oware-say = Если последний камень попал в лунку противника и в ней стало два или три камня, вы берёте их все в свой дом. Разложите лунку { $pit }: её последний камень сделает три в первой лунке противника.
learn-capture-oware-done = Захвачено: три камня ушли в ваш дом. Лунку, где стал один камень или четыре и больше, не берут.
learn-chain-oware-title = Цепочка
learn-chain-oware-say = После взятия посмотрите на лунку перед ней: если и в ней два или три камня, её тоже берут, и так дальше назад по ряду противника, пока не встретится лунка с другим числом. Разложите лунку { $pit }.
learn-chain-oware-done = Три лунки подряд: два, два и три камня, всего семь. Цепочка остановилась на лунке с четырьмя.
learn-feed-title = Накормите противника
learn-feed-say = У противника не осталось камней. Вы обязаны дать ему камни, если можете: ход, после которого его ряд пуст, запрещён, поэтому лунка 1 погашена. Разложите лунку { $pit }.
learn-feed-done = Ваши камни дошли до ряда противника, и игра продолжается. Оставлять противника без камней нельзя, пока какой-то ход может его накормить.
learn-grand-slam-title = Большой шлем
learn-grand-slam-say = Ход, который взял бы все камни противника, — большой шлем. Сделать его можно, но он ничего не берёт. Разложите лунку { $pit } и посмотрите.
learn-grand-slam-done = Последние камни дали числа для взятия, но взятие оставило бы противника ни с чем, поэтому все камни остались на месте.
learn-no-feed-title = Когда накормить нечем
learn-no-feed-say = Разложите лунку { $pit }, ваш последний камень. Потом противник должен вас накормить, если сможет.
learn-no-feed-done = Ни один ход противника не доходит до вашего ряда, поэтому игра окончена, и он забирает камни, оставшиеся на его стороне. Игра кончается и тогда, когда позиция повторяется: каждый забирает камни со своей стороны.
learn-guard-counts-title = Стратегия: берегите лунки
learn-guard-counts-say = Противник угрожает вашей лунке { $pit }: его последний камень упадёт туда и даст число для взятия. Как вы сыграете?
learn-guard-counts-done = Верно: вы разложили камни из-под угрозы, и последнему камню противника нечего взять. Таблица показывает цену каждого хода, если обе стороны играют безошибочно.
learn-win-oware-title = Двадцать пять побеждают
learn-win-oware-say = Кто взял больше половины из 48 камней, 25 или больше, сразу побеждает. Разложите лунку { $pit }: её последний камень сделает три, а в лунке перед ней будет два.
learn-win-oware-done = В вашем доме 27 камней — больше половины, вы победили. Если у обоих по 24, это ничья.
learn-played-out-title = До последнего камня
learn-played-out-say = В авари играют до самого конца: каждый камень на счету, даже после 24. Разложите лунку { $pit }: её последний камень сделает три, а в лунке перед ней будет два.
learn-played-out-done = У вас 27 камней, больше половины, но игра продолжается: решает итоговый счёт, когда игроку нечем ходить или позиция повторяется.
learn-capture-songo-title = Захват: два или четыре
learn-capture-songo-say = В сонго последний камень берёт, если в лунке противника стало два или четыре камня. Разложите лунку { $pit }: её единственный камень сделает там четыре.
learn-capture-songo-done = Захвачено: четыре камня ушли в ваш дом. Один или три камня остались бы на месте.
learn-chain-songo-title = Цепочка двоек и четвёрок
learn-chain-songo-say = Лунки противника перед взятой тоже берут, пока в них два или четыре камня. Разложите лунку { $pit }.
learn-chain-songo-done = Два, четыре и два: восемь камней. Цепочка остановилась на лунке с тремя.
learn-win-songo-title = Тридцать шесть побеждают
learn-win-songo-say = Кто взял больше половины из 70 камней, 36 или больше, сразу побеждает. Разложите лунку { $pit }: её последний камень сделает четыре, а в лунке перед ней будет два.
learn-win-songo-done = В вашем доме 38 камней — больше половины, вы победили.
learn-sow-beans-title = Раскладка бобов
learn-sow-beans-say = Бонэншпиль начинается с шести бобов в каждой лунке. Выньте все бобы из одной своей лунки и разложите их против часовой стрелки, по одному в каждую следующую лунку; калахи обходят, в них лежат только взятые бобы. Разложите лунку { $pit }.
learn-sow-beans-done = Шесть бобов, шесть лунок: три на вашей стороне и три на стороне противника. Теперь его ход.
learn-lap-beans-title = Длинный круг
learn-lap-beans-say = Лунка с двенадцатью бобами или больше проходит полный круг, и здесь опустевшая лунка тоже получает боб. Разложите лунку { $pit }.
learn-lap-beans-done = Двенадцатый боб вернулся в опустевшую лунку.
learn-capture-beans-title = Захват: два, четыре или шесть
learn-capture-beans-say = Если после последнего боба в лунке стало два, четыре или шесть бобов, вы берёте их все. Разложите лунку { $pit }: её единственный боб сделает два в первой лунке противника.
learn-capture-beans-done = Захвачено: два боба ушли в ваш калах. Лунку с одним, тремя или пятью бобами или с больше чем шестью не берут.
learn-own-beans-title = И на своей стороне
learn-own-beans-say = Последний боб берёт и в ваших собственных лунках: два, четыре или шесть бобов там ваши. Разложите лунку { $pit }: её последний боб сделает четыре в вашей лунке 4.
learn-own-beans-done = Вы взяли свои же четыре боба: теперь они в безопасности в вашем калахе, где противник их не возьмёт.
learn-chain-beans-title = Цепочка
learn-chain-beans-say = После взятия смотрят на лунку перед ней: два, четыре или шесть бобов там тоже берут, и так дальше назад, из одного ряда в другой. Разложите лунку { $pit }.
learn-chain-beans-done = Последний боб сделал два в лунке противника, а в лунке перед ней, вашей, тоже было два: четыре боба. Цепочка остановилась на пустой лунке.
learn-all-beans-title = Взять всё
learn-all-beans-say = В бонэншпиле можно взять все бобы противника, а игрок, которому в свой ход нечем ходить, заканчивает игру. Разложите лунку { $pit }.
learn-all-beans-done = Вы взяли все шесть, и противнику нечем ходить: игра окончена, а бобы, оставшиеся на вашей стороне, идут в ваш калах.
learn-win-beans-title = Тридцать семь побеждают
learn-win-beans-say = Кто взял больше половины из 72 бобов, 37 или больше, сразу побеждает. Разложите лунку { $pit }.
learn-win-beans-done = В вашем калахе 39 бобов — больше половины, вы победили.
learn-chain-count-beans-title = Стратегия: самая длинная цепочка
learn-chain-count-beans-say = Здесь берут несколько ходов. Посчитайте каждую цепочку по обоим рядам: какой ход ценнее всех?
learn-chain-count-beans-done = Верно: лунка { $pit } берёт два боба в ряду противника и два в лунке перед ней, в вашем ряду. Таблица показывает цену каждого хода, если обе стороны играют безошибочно.
learn-sow-back-title = Раскладка с опустевшей лунки
learn-sow-back-say = В тогыз кумалак у каждого девять лунок по девять кумалаков. Выньте все кумалаки из лунки и разложите их против часовой стрелки, первый — обратно в опустевшую лунку. Разложите лунку { $pit }.
learn-sow-back-done = Первый кумалак вернулся в лунку 1, а остальные восемь легли в восемь следующих лунок.
learn-single-ball-title = Один кумалак
learn-single-ball-say = Единственный кумалак из лунки переходит в следующую лунку. Разложите лунку { $pit }.
learn-single-ball-done = Кумалак перешёл в следующую лунку, и ваша лунка 1 пуста.
learn-capture-even-title = Захват: чётное число
learn-capture-even-say = Если последний кумалак попал в лунку противника и в ней стало чётное число, вы забираете все кумалаки из неё. Разложите лунку { $pit }.
learn-capture-even-done = Последний кумалак сделал десять в лунке 4 противника, и все десять ваши. Нечётное число ничего не даёт.
learn-tuzdyk-title = Туздык
learn-tuzdyk-say = Если последний кумалак сделал ровно три в лунке противника, вы забираете эти три, и лунка до конца игры становится вашим туздыком. Разложите лунку { $pit }.
learn-tuzdyk-done = Лунка 2 противника теперь ваш туздык: каждый кумалак, попавший в неё, кто бы его ни клал, идёт в ваш казан.
learn-tuzdyk-ninth-title = Не в девятой лунке
learn-tuzdyk-ninth-say = У туздыка есть ограничения: один у игрока, никогда в девятой лунке противника и не в лунке с тем же номером, что туздык противника. Разложите лунку { $pit }: её последний кумалак сделает три в его девятой лунке.
learn-tuzdyk-ninth-done = В девятой лунке туздыка не бывает, а три — нечётное число: ничего не взято.
learn-tuzdyk-take-title = Кумалаки в ваш туздык
learn-tuzdyk-take-say = Ваш туздык — лунка 3 противника. Разложите лунку { $pit }: один из её кумалаков попадёт в туздык.
learn-tuzdyk-take-done = Кумалак, попавший в ваш туздык, сразу ушёл в ваш казан. Из туздыка не ходят: он только собирает.
learn-win-toguz-title = Восемьдесят два побеждают
learn-win-toguz-say = У кого больше половины из 162 кумалаков, 82 или больше, тот побеждает; по 81 — ничья. Разложите лунку { $pit }.
learn-win-toguz-done = В вашем казане 82 кумалака: вы победили.
learn-guard-even-title = Стратегия: без чётного числа
learn-guard-even-say = Одинокий кумалак из девятой лунки противника перейдёт в вашу лунку { $pit } и сделает там два — чётное число, которое он заберёт. Как вы сыграете?
learn-guard-even-done = Верно: ваш кумалак ушёл дальше, и его кумалак сделает один — нечётное число, которое ничего не даёт. Таблица показывает цену каждого хода, если обе стороны играют безошибочно.
