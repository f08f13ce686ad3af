/**
 * The home page's backdrop: Miami's skyline at night, palms and neon on the bay. Drawn inline
 * rather than as an <img>: it paints with the page's first frame, and the browser does not build
 * a separate document for it on the main thread (an SVG file in an <img> costs that, on a phone
 * about a tenth of a second). Decorative, so hidden from screen readers.
 */
export function HeroSkyline({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#07070c" />
          <stop offset="1" stopColor="#2c0f42" />
        </linearGradient>
        <linearGradient id="hero-wa" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d0b2e" />
          <stop offset="1" stopColor="#07070c" />
        </linearGradient>
        <linearGradient id="hero-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#07070c" stopOpacity="0" />
          <stop offset="1" stopColor="#07070c" />
        </linearGradient>
        <linearGradient id="hero-rd" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#07070c" stopOpacity=".94" />
          <stop offset=".38" stopColor="#07070c" stopOpacity=".72" />
          <stop offset=".72" stopColor="#07070c" stopOpacity="0" />
        </linearGradient>
        <radialGradient id="hero-mo">
          <stop offset="0" stopColor="#ffe9c9" stopOpacity=".45" />
          <stop offset="1" stopColor="#ffe9c9" stopOpacity="0" />
        </radialGradient>
        <filter id="hero-g" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="5" />
        </filter>
        <filter id="hero-G" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="40" />
        </filter>
        <pattern id="hero-w" width="18" height="26" patternUnits="userSpaceOnUse">
          <rect x="6" y="8" width="5" height="9" fill="#ffd23f" opacity=".5" />
        </pattern>
        <pattern id="hero-v" width="28" height="38" patternUnits="userSpaceOnUse">
          <rect x="18" y="20" width="5" height="9" fill="#00e5ff" opacity=".45" />
        </pattern>
        <path
          id="hero-near"
          d="M0 540h60V600H0ZM60 520h50V600H60ZM115 555h70V600H115ZM190 528h40V600H190ZM235 548h80V600H235ZM320 534h50V600H320ZM375 556h90V600H375ZM470 540h60V600H470ZM535 552h70V600H535ZM610 522h40V600H610Z"
        />
        <path
          id="hero-far"
          d="M650 470h60V600H650ZM712 420h50V600H712ZM764 360h70V600H764ZM838 300h60V600H838ZM900 400h80V600H900ZM982 250h70V600H982ZM995 222h44V600H995ZM1056 330h56V600H1056ZM1116 210h76V600H1116ZM1196 300h62V600H1196ZM1262 380h82V600H1262ZM1348 280h66V600H1348ZM1360 254h42V600H1360ZM1418 350h72V600H1418ZM1494 420h56V600H1494ZM1552 380h48V600H1552ZM1152 210V150h4V210Z"
        />
        {/* The neon on the rooftops: drawn blurred for the glow, then crisp on top. */}
        <g id="hero-neon">
          <path d="M764 360h70" stroke="#b46bff" />
          <path d="M838 300h60" stroke="#ff2d95" />
          <path d="M982 250h70" stroke="#00e5ff" />
          <path d="M1116 210h76" stroke="#ff2d95" />
          <path d="M1348 280h66" stroke="#00e5ff" />
          <path d="M1262 380h82" stroke="#00f5c4" />
        </g>
      </defs>
      <rect width="1600" height="600" fill="url(#hero-sky)" />
      <circle cx="1290" cy="150" r="150" fill="url(#hero-mo)" />
      <circle cx="1290" cy="150" r="38" fill="#ffe9c9" opacity=".9" />
      <ellipse cx="1150" cy="590" rx="620" ry="90" fill="#ff2d95" opacity=".22" filter="url(#hero-G)" />
      <use href="#hero-near" fill="#160c28" />
      <use href="#hero-near" fill="url(#hero-w)" opacity=".4" />
      <use href="#hero-far" fill="#0b0817" />
      <use href="#hero-far" fill="url(#hero-w)" opacity=".75" />
      <use href="#hero-far" fill="url(#hero-v)" />
      <use href="#hero-neon" strokeWidth="8" filter="url(#hero-g)" />
      <use href="#hero-neon" strokeWidth="3" />
      <path d="M1018 250V600" stroke="#00e5ff" strokeWidth="2" opacity=".7" />
      <path d="M1154 150V600" stroke="#ff2d95" strokeWidth="2" opacity=".6" />
      <rect y="600" width="1600" height="300" fill="url(#hero-wa)" />
      <g opacity=".4" filter="url(#hero-G)">
        <rect x="778" y="606" width="42" height="210" fill="#b46bff" />
        <rect x="850" y="606" width="36" height="225" fill="#ff2d95" />
        <rect x="996" y="606" width="42" height="238" fill="#00e5ff" />
        <rect x="1131" y="606" width="46" height="248" fill="#ff2d95" />
        <rect x="1361" y="606" width="40" height="230" fill="#00e5ff" />
        <rect x="1278" y="606" width="49" height="205" fill="#00f5c4" />
      </g>
      <g strokeWidth="3" strokeLinecap="round" opacity=".55">
        <path d="M770 640h90" stroke="#b46bff" />
        <path d="M980 655h120" stroke="#00e5ff" />
        <path d="M1110 628h100" stroke="#ff2d95" />
        <path d="M1330 668h110" stroke="#00e5ff" />
        <path d="M860 700h70" stroke="#ff2d95" />
        <path d="M1220 720h90" stroke="#00f5c4" />
      </g>
      <path d="M0 601H1600" stroke="#ff2d95" strokeWidth="2" opacity=".45" />
      <rect y="650" width="1600" height="250" fill="url(#hero-fade)" />
      <rect width="1600" height="900" fill="url(#hero-rd)" />
      <path
        d="M44 900Q51 670 164 440L176 440Q69 670 76 900ZM170 440Q76 377 -17 447L6 453L20 429L26 444L43 420L44 440L66 416L62 438L88 416L79 438L111 419L95 442L133 427L112 449L155 439ZM170 440Q105 330 39 340L45 355L63 344L56 358L79 349L67 363L94 358L79 371L110 371L91 382L125 387L104 398L141 407L117 417L157 430ZM170 440Q153 324 136 302L125 308L140 314L127 316L144 326L130 327L147 340L132 341L151 357L134 359L155 378L137 379L159 401L139 402L163 427ZM170 440Q198 308 225 288L236 298L217 301L232 305L211 313L228 316L205 328L224 331L198 347L219 350L192 370L215 372L186 396L210 398L179 425ZM170 440Q248 334 326 361L314 376L296 359L301 376L277 361L287 379L259 367L274 384L240 377L260 393L222 392L245 406L204 410L230 423L185 432ZM170 440Q270 410 370 520L340 516L329 486L317 499L304 468L295 486L280 455L275 477L255 446L256 472L231 441L238 469L207 440L221 469L183 444ZM170 440Q99 458 27 582L53 568L56 541L71 544L75 517L88 525L93 496L105 508L111 479L120 495L128 465L135 486L146 455L148 479L163 448ZM170 440Q236 485 302 636L276 614L274 584L259 584L258 553L242 557L241 526L225 534L224 502L209 514L207 481L194 498L191 464L180 485L174 450Z"
        fill="#020204"
      />
      <path
        d="M1564 900Q1459 640 1474 380L1486 380Q1477 640 1596 900ZM1480 380Q1578 313 1677 385L1653 391L1638 366L1632 383L1614 358L1612 378L1590 353L1594 376L1566 353L1576 377L1542 358L1559 381L1519 366L1541 389L1496 379ZM1480 380Q1549 264 1618 274L1612 290L1592 278L1600 293L1576 284L1589 298L1560 294L1576 307L1543 307L1563 319L1527 324L1550 335L1511 345L1536 356L1494 370ZM1480 380Q1498 258 1516 235L1527 241L1512 248L1525 250L1508 260L1522 261L1504 275L1520 276L1500 293L1518 294L1496 314L1515 316L1491 339L1513 340L1487 366ZM1480 380Q1451 241 1422 220L1411 230L1430 234L1415 238L1437 247L1419 249L1443 263L1424 265L1450 282L1428 285L1457 306L1433 308L1464 333L1438 336L1470 364ZM1480 380Q1398 268 1316 295L1328 311L1347 294L1342 311L1367 296L1356 314L1386 303L1371 320L1406 313L1385 330L1425 328L1401 344L1445 348L1417 362L1464 371ZM1480 380Q1375 346 1270 460L1301 457L1312 426L1325 439L1338 407L1348 426L1364 393L1369 417L1390 384L1389 412L1416 380L1408 409L1441 380L1426 409L1466 384ZM1480 380Q1555 396 1630 525L1604 510L1600 482L1585 487L1581 458L1567 466L1562 436L1549 450L1543 419L1533 437L1524 405L1517 427L1505 395L1504 420L1487 388ZM1480 380Q1411 424 1341 580L1368 558L1370 527L1387 527L1388 495L1404 499L1405 467L1422 476L1423 442L1438 456L1441 422L1454 440L1458 404L1468 427L1475 390Z"
        fill="#020204"
      />
    </svg>
  );
}
