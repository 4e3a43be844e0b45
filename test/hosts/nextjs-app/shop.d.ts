// The JSX typings of the shop elements (docs/frameworks/react.md, "The typings line").
/// <reference types="shop-elements/react" />
